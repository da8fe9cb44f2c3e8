// Prints the OpenAPI document built from the route table into openapi.json (`--check`: fail when stale).
import { printedOpenApi } from '../src/rest/openapi/document';
import { printOrCheck } from './committed-artefact';

printOrCheck('openapi.json', printedOpenApi(), 'openapi:print');
