import { describeDimension } from './helpers';

describeDimension('accountability');
