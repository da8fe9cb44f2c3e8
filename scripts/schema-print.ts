// Prints the GraphQL schema built by the code into schema.graphql (`--check`: fail when stale).
import { printedSchema } from '../src/graphql/schema';
import { printOrCheck } from './committed-artefact';

printOrCheck('schema.graphql', printedSchema(), 'schema:print');
