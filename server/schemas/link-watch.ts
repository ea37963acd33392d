import { Type } from 'typebox'
import { LINK_CHECK_OUTCOMES, LINK_STATUSES } from '../../common/link-watch.js'
import { Nullable } from './common.js'

export const LinkCheckPublic = Type.Object(
  {
    outcome: Type.Enum(LINK_CHECK_OUTCOMES, {
      description:
        'ok (2xx), not_modified (304), failed (no answer, 404, 410, 5xx), blocked (401, 403, 429, robots.txt), moved (permanent redirect to another host)',
    }),
    http_status: Nullable(Type.Integer({ description: 'The status of the last answer; null when none came' })),
    link_status: Type.Enum(LINK_STATUSES),
    suggestion_id: Nullable(
      Type.String({ format: 'uuid', description: 'The edit suggestion this check filed, if any' }),
    ),
  },
  { title: 'LinkCheckPublic' },
)
