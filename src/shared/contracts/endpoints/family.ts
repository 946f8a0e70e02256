import { defineEndpoints } from '../endpoint.ts';
import {
  ChildParamsSchema,
  ChildProfileBodySchema,
  ChildResponseSchema,
  EnterKidModeBodySchema,
  FamilyResponseSchema,
  LeaveKidModeBodySchema,
  SetPinBodySchema,
} from '../family.ts';
import { AuthUserResponseSchema } from '../auth.ts';
import { SuccessResponseSchema } from './success.ts';

/** Child profiles, the parent's PIN and kid mode (decision 208). */
export const familyApi = defineEndpoints({
  family: { method: 'GET', path: '/api/family', response: FamilyResponseSchema, errors: [401, 403] },
  addChild: {
    method: 'POST',
    path: '/api/family/children',
    body: ChildProfileBodySchema,
    response: ChildResponseSchema,
    errors: [400, 401, 403, 409],
  },
  updateChild: {
    method: 'PUT',
    path: '/api/family/children/:childId',
    params: ChildParamsSchema,
    body: ChildProfileBodySchema,
    response: ChildResponseSchema,
    errors: [400, 401, 403, 404],
  },
  deleteChild: {
    method: 'DELETE',
    path: '/api/family/children/:childId',
    params: ChildParamsSchema,
    response: SuccessResponseSchema,
    errors: [400, 401, 403, 404],
  },
  setPin: {
    method: 'PUT',
    path: '/api/family/pin',
    body: SetPinBodySchema,
    response: SuccessResponseSchema,
    errors: [400, 401, 403],
  },
  /** This session plays as the child until a parent leaves kid mode. */
  enterKidMode: {
    method: 'POST',
    path: '/api/family/kid-mode',
    body: EnterKidModeBodySchema,
    response: AuthUserResponseSchema,
    errors: [400, 401, 403, 404, 409],
  },
  /** Allowed in kid mode: the parent's PIN ends it (403 wrong, 429 after five wrong in a row). */
  leaveKidMode: {
    method: 'POST',
    path: '/api/family/kid-mode/leave',
    body: LeaveKidModeBodySchema,
    response: AuthUserResponseSchema,
    errors: [400, 401, 403, 409, 429],
  },
});
