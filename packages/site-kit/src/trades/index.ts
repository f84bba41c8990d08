// The trade taxonomy (see taxonomy.ts): trades in fifteen families, how a business's trade is resolved, and
// the words and icons each trade uses. Writers and the renderer import from here.
export * from './types';
export { TRADES, FAMILIES, GENERIC_TRADE, tradeById } from './taxonomy';
export {
  resolveTrade,
  tradeMatchById,
  tradeOfBusiness,
  familyOf,
  tradeIcons,
  tradeIconFor,
  iconFitsTrade,
  type TradeEvidence,
} from './resolve';
export { tradePhrases, articleFor, withArticle, capitalize, counted, agree, type TradePhrases } from './grammar';
