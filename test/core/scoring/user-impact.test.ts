import { describeDimension } from './helpers';

describeDimension('user_impact');
