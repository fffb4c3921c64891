import { PORTFOLIO } from '@portfolio/contract';
import { dtoFor } from '../http/description-dto';

/** The whole portfolio document as `PUT /api/portfolio` accepts it. */
export class PortfolioDto extends dtoFor(PORTFOLIO, 'Portfolio') {}
