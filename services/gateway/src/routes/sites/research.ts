import {
  ApiError,
  approveResearchSignal,
  isDesignStyle,
  looksLikeEmail,
  normalizeHex,
  workflowIds,
  type ApproveResearchBody,
  type ResearchDraftBody,
  uuidString,
} from '@sgs/contracts';
import { importPhotos, researchPayloadOf, summaryAfterDescriptionEdit } from '@sgs/research';
import { readResearch, type Db, type Prisma, type Tx } from '@sgs/db';
import type { GatewayDeps } from '../../deps';
import type { Caller } from '../../http/auth';
import { ownedSite } from '../../http/owned-site';
import { siteLanguages } from './language';

const json = (v: unknown) => v as Prisma.InputJsonValue;
const notInReview = () =>
  new ApiError(400, {
    error: 'Site is not in research review phase',
    hint: 'Edits and approval are accepted only while generation_phase is research_review.',
  });
const noResearch = () => new ApiError(400, { error: 'No research data found' });
/** A colour the body schema has already checked, in its one spelling. */
const hexOf = (h: string) => normalizeHex(h) ?? h;

const siteWithResearch = (db: Db | Tx, caller: Caller, id: string) =>
  ownedSite(db, caller.accountId, id, { research: true });

/** GET /v1/sites/:id/research: the spec 2.4 payload, from research_review on. */
export async function getResearch(deps: GatewayDeps, caller: Caller, id: string) {
  const site = await siteWithResearch(deps.db, caller, id);
  if (site.status === 'generating' && site.generationPhase === 'researching') {
    throw new ApiError(409, {
      error: 'Research not ready for review',
      status: site.status,
      generation_phase: site.generationPhase,
    });
  }
  if (!site.research) throw new ApiError(404, { error: 'Research not yet complete' });
  return researchPayloadOf(deps.db, site);
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** GET /v1/sites/:id/research/photos/:photoId: the staged image of one of the caller's research photos. */
export async function researchPhotoFile(deps: GatewayDeps, caller: Caller, id: string, photoId: unknown) {
  const site = await ownedSite(deps.db, caller.accountId, id);
  const notFound = () => new ApiError(404, { error: 'Photo not found' });
  const pid = uuidString.safeParse(photoId);
  if (!pid.success) throw notFound();
  const photo = await deps.db.sitePhoto.findFirst({ where: { id: pid.data, siteId: site.id, excludedAt: null } });
  const type = photo && IMAGE_TYPES[photo.localPath.split('.').pop()!.toLowerCase()];
  const body = type ? await deps.storage.readAsset(site.id, photo.localPath) : null;
  if (!type || !body) throw notFound();
  return { type, body };
}

/** Applies the shared edit fields: lists replace (empty entries dropped), colour slots merge, contentPlan shallow-merges. */
async function applyEdits(
  tx: Tx,
  site: { id: string; research: NonNullable<Awaited<ReturnType<typeof siteWithResearch>>['research']> },
  body: ResearchDraftBody,
) {
  const r = readResearch(site.research);
  const data: Prisma.ResearchUpdateInput = {};
  let summary = r.summary;
  if (body.services)
    data.services = json(
      body.services
        .filter((s) => s.name.trim())
        .map((s) => ({ ...s, name: s.name.trim(), ...(s.price !== undefined ? { price: String(s.price) } : {}) })),
    );
  if (body.testimonials) data.testimonials = json(body.testimonials.filter((t) => t.quote.trim()));
  if (body.faqs) data.faqs = json(body.faqs.filter((f) => f.question.trim()));
  if (body.hours) data.hours = json(body.hours);
  if (body.brandColors) {
    const [primary, secondary, accent] = r.brandColors;
    const c = body.brandColors;
    data.brandColors = json(
      [
        c.primary ? hexOf(c.primary) : primary,
        c.secondary ? hexOf(c.secondary) : secondary,
        c.accent ? hexOf(c.accent) : accent,
      ].filter(Boolean),
    );
    if (c.personality !== undefined) summary = { ...summary, brand_personality: c.personality };
  }
  if (body.existingSiteUrl !== undefined) data.existingSiteUrl = body.existingSiteUrl;
  if (body.ownerPrompt !== undefined) data.ownerPrompt = body.ownerPrompt;
  if (body.businessDescription !== undefined) {
    data.businessDescription = body.businessDescription;
    summary = summaryAfterDescriptionEdit(summary, site.research.businessDescription, body.businessDescription);
  }
  if (summary !== r.summary) data.summary = json(summary);
  if (body.contentPlan) data.contentPlan = json({ ...r.contentPlan, ...body.contentPlan });
  await tx.research.update({ where: { siteId: site.id }, data });
  const siteData: Prisma.SiteUpdateInput = { updatedAt: new Date() };
  if (isDesignStyle(body.designStyle)) siteData.designStyle = body.designStyle;
  if (body.allowStockPhotos !== undefined) siteData.allowStockPhotos = body.allowStockPhotos;
  const [language, ...alternates] = siteLanguages(body);
  if (language !== undefined) siteData.language = language;
  if (body.languages) siteData.alternateLanguages = alternates;
  return tx.site.update({ where: { id: site.id }, data: siteData });
}

/** Row-locks the site and checks it is waiting in review with research; returns it. */
async function lockForReview(tx: Tx, caller: Caller, id: string) {
  await tx.$queryRaw`select id from sites where id = ${id}::uuid and account_id = ${caller.accountId}::uuid for update`;
  const site = await siteWithResearch(tx, caller, id);
  if (site.status !== 'generating' || site.generationPhase !== 'research_review') throw notInReview();
  if (!site.research) throw noResearch();
  return { ...site, research: site.research };
}

/** PATCH /v1/sites/:id/research-draft: saves edits, never advances. */
export async function saveResearchDraft(deps: GatewayDeps, caller: Caller, id: string, body: ResearchDraftBody) {
  const site = await deps.db.$transaction(async (tx) => applyEdits(tx, await lockForReview(tx, caller, id), body));
  return { success: true as const, saved_at: site.updatedAt.toISOString() };
}

/**
 * POST /v1/sites/:id/approve-research: merges edits, writes the contact email, tombstones excluded photos,
 * imports uploads, moves the phase to generating in the database, then signals the waiting workflow.
 * The phase moves first, so a second approve gets the spec's 400 and a lost signal is caught by the
 * workflow's periodic re-read.
 */
export async function approveResearch(deps: GatewayDeps, caller: Caller, id: string, body: ApproveResearchBody) {
  const contactEmail = body.contactEmail?.trim();
  if (body.contactEmail !== undefined && (!contactEmail || !looksLikeEmail(contactEmail))) {
    throw new ApiError(400, { error: 'contactEmail must look like name@example.com' });
  }
  const { excludeImages, uploadedPhotos, contactEmail: _c, ...edits } = body;
  const precheck = await siteWithResearch(deps.db, caller, id);
  if (precheck.status !== 'generating' || precheck.generationPhase !== 'research_review') throw notInReview();
  if (!precheck.research) throw noResearch();

  // Downloads happen before the transaction (network time must not hold row locks); a failed download is noted, not fatal.
  let uploadFailures: string[] = [];
  if (uploadedPhotos?.length) {
    const res = await importPhotos(
      { db: deps.db, storage: deps.storage, allowLoopback: deps.env.ALLOW_LOOPBACK_URLS },
      precheck,
      uploadedPhotos.map((url) => ({ url, source: 'upload' as const, alt: precheck.businessName })),
    );
    uploadFailures = res.failures;
  }

  const removed = await deps.db.$transaction(async (tx) => {
    const site = await lockForReview(tx, caller, id);
    await applyEdits(tx, site, edits);
    let tombstoned: { localPath: string }[] = [];
    if (excludeImages?.length) {
      const photos = await tx.sitePhoto.findMany({
        where: {
          siteId: site.id,
          excludedAt: null,
          OR: [{ localPath: { in: excludeImages } }, { url: { in: excludeImages } }],
        },
      });
      await tx.sitePhoto.updateMany({
        where: { id: { in: photos.map((p) => p.id) } },
        data: { excludedAt: new Date() },
      });
      tombstoned = photos;
    }
    if (uploadFailures.length) {
      // read after the edits: they may have changed the summary (brand personality, the description's author)
      const { summary } = readResearch(await tx.research.findUniqueOrThrow({ where: { siteId: site.id } }));
      await tx.research.update({
        where: { siteId: site.id },
        data: { summary: json({ ...summary, upload_failures: uploadFailures }) },
      });
    }
    await tx.site.update({
      where: { id: site.id },
      data: {
        ...(contactEmail ? { contactEmail } : {}),
        generationPhase: 'generating',
        generationMessage: 'Research approved; writing the site',
      },
    });
    return tombstoned;
  });
  // Excluded photos leave local staging; the tombstoned rows stay so the catalog shows exclude: true.
  await Promise.all(removed.map((p) => deps.storage.deleteAsset(id, p.localPath).catch(() => undefined)));

  try {
    await deps.temporal.withDeadline(Date.now() + 5000, () =>
      deps.temporal.workflow.getHandle(workflowIds.siteBuild(id)).signal(approveResearchSignal),
    );
  } catch (err) {
    deps.log.warn(
      { err, siteId: id },
      'approveResearch signal not delivered; the workflow re-reads its phase periodically',
    );
  }
  return { success: true as const, phase: 'generating' as const };
}
