import 'server-only';
import { eq } from 'drizzle-orm';
import { apiError } from '@/api/api-error';
import type { PartnerDetail } from '@/api/contracts/partners';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { partners, partnerTranslations } from '../../db/schema';
import { partnerCardColumns, partnerTranslationIn, toPartnerCards } from './partner-card';

/**
 * GET /v1/partners/{id}: a Popspot Pass partner business. Unknown and deleted partners are
 * both 404: unlike a pop-up, a partner has no 'deleted content' dialog (nothing links to a
 * removed partner for long). No reference point, so distance is null. Name, description and
 * pass benefit in `lang` where the partner has them translated, each with its language
 * (a translation row may leave the description or benefit out: those stay Korean).
 */
export async function getPartnerDetail(input: { partnerId: number; lang: Locale }): Promise<PartnerDetail> {
  const db = await getDb();
  const [row] = await db
    .select({
      ...partnerCardColumns,
      description: partners.description,
      translatedDescription: partnerTranslations.description,
      passBenefit: partners.passBenefit,
      translatedPassBenefit: partnerTranslations.passBenefit,
      website: partners.website,
      phone: partners.phone,
      operationTime: partners.operationTime,
      deletedAt: partners.deletedAt,
    })
    .from(partners)
    .leftJoin(partnerTranslations, partnerTranslationIn(input.lang))
    .where(eq(partners.id, input.partnerId))
    .limit(1);
  if (!row || row.deletedAt) throw apiError('NOT_FOUND');
  const [card] = await toPartnerCards(db, [{ ...row, distance: null }], input.lang);
  return {
    ...card,
    description: row.translatedDescription ?? row.description,
    descriptionLocale: row.translatedDescription ? input.lang : 'ko',
    passBenefit: row.translatedPassBenefit ?? row.passBenefit,
    passBenefitLocale: row.translatedPassBenefit ? input.lang : 'ko',
    website: row.website,
    phone: row.phone,
    operationTime: row.operationTime,
  };
}
