import { useMutation } from '@tanstack/react-query';
import { practiceApi } from '../../../../shared/contracts/endpoints/practice.ts';
import type { HelpRepliesResponse } from '../../../../shared/contracts/practice.ts';
import { callApi } from '../../../lib/api-client.ts';

/** "Help me answer" (decision 214): two replies the learner could give to the teacher's last message. */
export function fetchHelpReplies(sessionId: number): Promise<HelpRepliesResponse> {
  return callApi(practiceApi.helpReplies, { body: { sessionId } });
}

export function useHelpReplies() {
  return useMutation({ mutationFn: fetchHelpReplies });
}
