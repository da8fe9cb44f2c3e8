// The one route table of the REST facade: every /svc/v1 path is a row in one of
// the per-domain lists below (rest/routes/<domain>.ts). Adding a capability adds
// a list or rows, nothing else.
import type { OperationRoute } from './route';
import { platformRoutes } from './routes/platform';
import { dpdpRoutes } from './routes/dpdp';
import { agentRoutes } from './routes/agent';
import { complianceRoutes } from './routes/compliance';
import { scoringRoutes } from './routes/scoring';

export const routes: OperationRoute[] = [...platformRoutes, ...scoringRoutes, ...agentRoutes, ...complianceRoutes, ...dpdpRoutes];
