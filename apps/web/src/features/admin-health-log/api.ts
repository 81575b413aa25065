/** GET /api/healthAccessLog: the access log of children's health data, a list of the back-office convention. */
export const HEALTH_ACCESS_LOG_ENDPOINT = '/api/healthAccessLog';
