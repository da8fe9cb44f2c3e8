import { describeDimension } from './helpers';

describeDimension('transparency');
