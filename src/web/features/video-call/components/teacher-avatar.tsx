import { useId, type Ref } from 'react';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import type { Teacher } from '../../../../shared/domain/teachers.ts';

/** How each teacher looks, besides the teacher's own colour (clothes and accents). */
interface Look {
  skin: string;
  skinShade: string;
  hair: string;
  hairShade: string;
  eyes: string;
}

const LOOKS: Record<LanguageCode, Look> = {
  // Emma, San Diego: long sunny waves, sunglasses pushed up, small studs.
  english: { skin: '#f7d5bd', skinShade: '#e9b898', hair: '#e8c15f', hairShade: '#c99b3a', eyes: '#2f5d8a' },
  // Lucía, Madrid: dark hair in a high bun with a flower, gold hoops.
  spanish: { skin: '#e6b48f', skinShade: '#cf9670', hair: '#3a2418', hairShade: '#23150d', eyes: '#4a2c17' },
  // Camille, Paris: auburn bob, a beret and round glasses.
  french: { skin: '#f3cbb0', skinShade: '#e2ab8c', hair: '#9a4316', hairShade: '#6e2d0c', eyes: '#3f5a3a' },
};

const MOUTH_X = 160;
const MOUTH_Y = 208;

/**
 * Sets how far the mouth is open (0 closed – 1 wide). Called every animation frame while the teacher
 * speaks, so it writes to the SVG directly instead of re-rendering React; `data-mouth-open` mirrors the
 * value for assistive tooling and tests.
 */
export function setMouthOpening(mouth: SVGGElement, opening: number) {
  const value = Math.max(0, Math.min(1, opening));
  mouth.dataset.mouthOpen = value.toFixed(2);
  const isOpen = value > 0.02;
  const rx = 15 + value * 5;
  const ry = value * 13;
  const part = (name: string) => mouth.querySelectorAll(`[data-part="${name}"]`);
  part('open').forEach((element) => element.setAttribute('visibility', isOpen ? 'visible' : 'hidden'));
  part('smile').forEach((element) => element.setAttribute('visibility', isOpen ? 'hidden' : 'visible'));
  part('cavity').forEach((element) => {
    element.setAttribute('rx', String(rx));
    element.setAttribute('ry', String(ry));
  });
  part('teeth').forEach((element) => {
    element.setAttribute('y', String(MOUTH_Y - ry - 1));
    element.setAttribute('height', String(ry * 0.4 + 1));
  });
  part('tongue').forEach((element) => {
    element.setAttribute('cy', String(MOUTH_Y + ry * 0.75));
    element.setAttribute('rx', String(rx * 0.65));
    element.setAttribute('ry', String(ry * 0.55));
  });
}

function BackHair({ language, look }: { language: LanguageCode; look: Look }) {
  if (language === 'english') {
    return (
      <path
        d="M78 140 C70 70 120 42 162 44 C210 46 252 74 244 140 C250 190 262 240 250 292 C236 300 214 296 204 288 L200 200 L120 200 L116 288 C104 298 80 300 68 290 C58 240 72 190 78 140 Z"
        fill={look.hair}
      />
    );
  }
  if (language === 'spanish') {
    return (
      <>
        <circle cx="160" cy="42" r="34" fill={look.hair} />
        <path d="M136 30 C150 18 172 18 186 30" stroke={look.hairShade} strokeWidth="4" fill="none" />
        <path d="M80 150 C74 82 118 56 160 56 C204 56 246 82 240 150 L232 196 L88 196 Z" fill={look.hair} />
      </>
    );
  }
  return <path d="M74 150 C68 80 116 50 160 50 C206 50 252 80 246 150 L250 236 L70 236 Z" fill={look.hair} />;
}

function FrontHair({ language, look, color }: { language: LanguageCode; look: Look; color: string }) {
  if (language === 'english') {
    return (
      <>
        <path
          d="M84 132 C92 84 128 62 166 64 C206 66 236 92 238 134 C214 116 188 96 176 80 C160 104 124 124 84 132 Z"
          fill={look.hair}
        />
        <path d="M176 80 C188 98 210 116 236 128" stroke={look.hairShade} strokeWidth="3" fill="none" />
        {/* Sunglasses pushed up on the head. */}
        <g aria-hidden>
          <rect x="110" y="66" width="40" height="20" rx="9" fill="#1f2937" />
          <rect x="170" y="66" width="40" height="20" rx="9" fill="#1f2937" />
          <path d="M150 74 Q160 68 170 74" stroke="#1f2937" strokeWidth="4" fill="none" />
          <path d="M118 71 L132 71" stroke="#9ca3af" strokeWidth="3" strokeLinecap="round" />
          <path d="M178 71 L192 71" stroke="#9ca3af" strokeWidth="3" strokeLinecap="round" />
        </g>
      </>
    );
  }
  if (language === 'spanish') {
    return (
      <>
        <path
          d="M84 140 C84 90 118 64 160 64 C204 64 238 92 236 140 C214 110 174 96 136 100 C114 104 96 120 84 140 Z"
          fill={look.hair}
        />
        <path d="M136 100 C168 94 206 104 232 132" stroke={look.hairShade} strokeWidth="3" fill="none" />
        {/* A flower in the teacher's colour beside the bun. */}
        <g transform="translate(206 46)">
          {[0, 72, 144, 216, 288].map((angle) => (
            <ellipse key={angle} cx="0" cy="-11" rx="8" ry="11" fill={color} transform={`rotate(${angle})`} />
          ))}
          <circle r="6" fill="#facc15" />
        </g>
      </>
    );
  }
  return (
    <>
      <path
        d="M82 150 C80 96 114 66 160 66 C206 66 240 96 238 150 C224 124 200 112 160 112 C120 112 96 124 82 150 Z"
        fill={look.hair}
      />
      {/* A beret in the teacher's colour. */}
      <ellipse cx="150" cy="66" rx="84" ry="26" fill={color} transform="rotate(-8 150 66)" />
      <path d="M150 40 L152 28" stroke={color} strokeWidth="6" strokeLinecap="round" />
    </>
  );
}

function Accessories({ language, color }: { language: LanguageCode; color: string }) {
  if (language === 'english') {
    return (
      <>
        <circle cx="86" cy="178" r="4" fill="#e0f2fe" stroke={color} strokeWidth="2" />
        <circle cx="234" cy="178" r="4" fill="#e0f2fe" stroke={color} strokeWidth="2" />
      </>
    );
  }
  if (language === 'spanish') {
    return (
      <>
        <circle cx="86" cy="188" r="11" fill="none" stroke="#d4a017" strokeWidth="3.5" />
        <circle cx="234" cy="188" r="11" fill="none" stroke="#d4a017" strokeWidth="3.5" />
      </>
    );
  }
  return (
    <g fill="none" stroke="#1f2937" strokeWidth="3.5">
      <circle cx="130" cy="156" r="20" />
      <circle cx="190" cy="156" r="20" />
      <path d="M150 154 Q160 148 170 154" />
      <path d="M110 152 L90 146" />
      <path d="M210 152 L230 146" />
    </g>
  );
}

const BODY = 'M36 360 C36 292 96 262 160 262 C224 262 284 292 284 360 Z';

function Clothes({ language, color, clipId }: { language: LanguageCode; color: string; clipId: string }) {
  return (
    <g clipPath={`url(#${clipId})`}>
      <path d={BODY} fill={color} />
      {language === 'french' ? (
        // A striped marinière.
        <g stroke="#ffffff" strokeOpacity="0.85" strokeWidth="7">
          <path d="M60 300 L260 300" />
          <path d="M46 326 L274 326" />
          <path d="M40 350 L280 350" />
        </g>
      ) : null}
      {language === 'english' ? (
        <path
          d="M128 266 L160 300 L192 266"
          fill="none"
          stroke="#ffffff"
          strokeOpacity="0.8"
          strokeWidth="6"
        />
      ) : null}
      {language === 'spanish' ? (
        <path d="M118 268 Q160 318 202 268" fill="#ffffff" fillOpacity="0.2" stroke="none" />
      ) : null}
    </g>
  );
}

/**
 * The illustrated teacher filling the call's stage: a friendly face in the teacher's colour, different
 * for each teacher. The mouth is driven from outside through `mouthRef` and `setMouthOpening`.
 */
export function TeacherAvatar({
  teacher,
  label,
  mouthRef,
  className,
}: {
  teacher: Teacher;
  label: string;
  mouthRef: Ref<SVGGElement>;
  className?: string;
}) {
  const look = LOOKS[teacher.language];
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const mouthClipId = `teacher-mouth-${id}`;
  const bodyClipId = `teacher-body-${id}`;
  return (
    <svg
      viewBox="0 0 320 360"
      role="img"
      aria-label={label}
      className={className}
      data-testid="teacher-avatar"
    >
      <style>{`
        @media (prefers-reduced-motion: no-preference) {
          .teacher-avatar-eye { animation: teacher-avatar-blink 6s infinite; transform-box: fill-box; transform-origin: center; }
        }
        @keyframes teacher-avatar-blink { 0%, 95%, 100% { transform: scaleY(1); } 97% { transform: scaleY(0.1); } }
      `}</style>
      <defs>
        <clipPath id={bodyClipId}>
          <path d={BODY} />
        </clipPath>
      </defs>
      <BackHair language={teacher.language} look={look} />
      <Clothes language={teacher.language} color={teacher.color} clipId={bodyClipId} />
      <rect x="138" y="214" width="44" height="58" rx="14" fill={look.skinShade} />
      <circle cx="84" cy="164" r="15" fill={look.skinShade} />
      <circle cx="236" cy="164" r="15" fill={look.skinShade} />
      <ellipse cx="160" cy="152" rx="76" ry="90" fill={look.skin} />
      <FrontHair language={teacher.language} look={look} color={teacher.color} />
      {/* Brows, eyes and nose. */}
      <path
        d="M114 130 Q130 120 146 128"
        stroke={look.hairShade}
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M174 128 Q190 120 206 130"
        stroke={look.hairShade}
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <g className="teacher-avatar-eye">
        <ellipse cx="130" cy="156" rx="9" ry="11" fill="#ffffff" />
        <circle cx="130" cy="157" r="6.5" fill={look.eyes} />
        <circle cx="132" cy="154" r="2.2" fill="#ffffff" />
      </g>
      <g className="teacher-avatar-eye">
        <ellipse cx="190" cy="156" rx="9" ry="11" fill="#ffffff" />
        <circle cx="190" cy="157" r="6.5" fill={look.eyes} />
        <circle cx="192" cy="154" r="2.2" fill="#ffffff" />
      </g>
      <path
        d="M160 162 Q154 180 162 184"
        stroke={look.skinShade}
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="112" cy="186" r="12" fill="#f472b6" fillOpacity="0.25" />
      <circle cx="208" cy="186" r="12" fill="#f472b6" fillOpacity="0.25" />
      <Accessories language={teacher.language} color={teacher.color} />
      <g ref={mouthRef} data-testid="teacher-mouth" data-mouth-open="0.00">
        <path
          data-part="smile"
          d={`M${MOUTH_X - 20} ${MOUTH_Y - 4} Q${MOUTH_X} ${MOUTH_Y + 12} ${MOUTH_X + 20} ${MOUTH_Y - 4}`}
          stroke="#9f1239"
          strokeWidth="4.5"
          strokeLinecap="round"
          fill="none"
        />
        <g data-part="open" visibility="hidden">
          <clipPath id={mouthClipId}>
            <ellipse data-part="cavity" cx={MOUTH_X} cy={MOUTH_Y} rx="15" ry="0" />
          </clipPath>
          <ellipse data-part="cavity" cx={MOUTH_X} cy={MOUTH_Y} rx="15" ry="0" fill="#4c0519" />
          <g clipPath={`url(#${mouthClipId})`}>
            <rect data-part="teeth" x={MOUTH_X - 24} y={MOUTH_Y} width="48" height="0" fill="#ffffff" />
            <ellipse data-part="tongue" cx={MOUTH_X} cy={MOUTH_Y} rx="10" ry="0" fill="#f43f5e" />
          </g>
          <ellipse
            data-part="cavity"
            cx={MOUTH_X}
            cy={MOUTH_Y}
            rx="15"
            ry="0"
            fill="none"
            stroke="#be123c"
            strokeWidth="3"
          />
        </g>
      </g>
    </svg>
  );
}
