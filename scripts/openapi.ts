/** `npm run openapi`: writes docs/openapi.json (scripts/openapi-document.ts). */
import { writeFileSync } from 'node:fs';
import { apiRoutes } from '../mocks/handlers/api';
import { contractSchemas, OPENAPI_FILE, openApiDocument, serialise } from './openapi-document';

writeFileSync(OPENAPI_FILE, serialise(openApiDocument(apiRoutes, contractSchemas())));
console.info(`wrote ${OPENAPI_FILE}`);
