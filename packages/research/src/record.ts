import type { ResearchRecord } from '@sgs/contracts';
import { readResearch, type Db } from '@sgs/db';
import { resolveTrade, schemaTypeFor, schemaTypeOf, tradeMatchById, type TradeMatch } from '@sgs/site-kit';

type ResearchRow = NonNullable<Awaited<ReturnType<Db['research']['findUnique']>>>;

/** The schema.org type research settles on: the trade's own, else the one the business's words and category name. */
export const researchedSchemaType = (
  match: TradeMatch,
  category: ResearchRecord['businessCategory'],
  ...words: (string | null | undefined)[]
) => schemaTypeOf(schemaTypeFor(category ?? 'default', ...words), match.trade);

/**
 * The one reader of stored research: the row, its JSON columns parsed against the record's shapes. A row
 * written before research recorded the trade gets it resolved here from the evidence the row kept.
 */
export function readResearchRecord(row: ResearchRow): ResearchRecord {
  const columns = readResearch(row);
  const { business } = columns;
  const category = row.businessCategory as ResearchRecord['businessCategory'];
  const match =
    tradeMatchById(business.trade, business.trade_source) ??
    resolveTrade({
      placesTypes: business.types,
      name: business.name,
      descriptions: [row.businessDescription],
      category,
      offerings: columns.services.map((s) => s.name),
    });
  return {
    ...columns,
    businessDescription: row.businessDescription,
    existingSiteUrl: row.existingSiteUrl,
    businessCategory: category,
    ownerPrompt: row.ownerPrompt,
    business: {
      ...business,
      trade: match.trade.id,
      trade_source: match.via,
      schema_type:
        business.schema_type ?? researchedSchemaType(match, category, business.name, row.businessDescription),
    },
    extractedContent: row.extractedContent,
    extractionConfidence: row.extractionConfidence,
  };
}
