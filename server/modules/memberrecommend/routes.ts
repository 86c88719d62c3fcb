import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { ConfigKey, getConfig } from '../config/queries.ts';
import { DEFAULTS } from '../config/service.ts';
import { awardPage, campaignInfo, inviteePage, runningCampaign } from './service.ts';
import { invitePoster } from './poster.ts';
import { localize } from '../content/i18n.ts';
import { h5Base } from '../config/origin.ts';

const P = schemaRef('memberrecommend');

/** The member's invite link: the H5 home with `source_member` (site domain, else this request's origin). */
async function inviteLink(ctx: { db: Parameters<typeof getConfig>[0]; config: { publicOrigin?: string | undefined }; req: { protocol: string; host: string } }, memberId: number): Promise<string> {
  return `${await h5Base(ctx.db, ctx.config, ctx.req)}/pages/index/index?source_member=${memberId}`;
}

/** Invite friends (/memberrecommend/api/*, NiuShop's memberrecommend addon). */
export default defineRoutes('memberrecommend', (api) => {
  api.route('/memberrecommend/api/memberrecommend/info', { params: P('EmptyRequest') }, (ctx) => campaignInfo(ctx.db, ctx.services.now(), ctx.lang));
  api.route('/memberrecommend/api/memberrecommend/lists', { auth: 'required', params: P('PageRequest') }, (ctx) => awardPage(ctx.db, ctx.member.member_id, ctx.params, ctx.lang));
  api.route('/memberrecommend/api/memberrecommend/invitees', { auth: 'required', params: P('PageRequest') }, (ctx) => inviteePage(ctx.db, ctx.member.member_id, ctx.params));
  /** The member's invite link (copied by the page's "copy link"). */
  api.route('/memberrecommend/api/memberrecommend/link', { auth: 'required', params: P('EmptyRequest') }, async (ctx) => ({ link: await inviteLink(ctx, ctx.member.member_id), source_member: ctx.member.member_id }));
  api.route('/memberrecommend/api/memberrecommend/poster', { auth: 'required', params: P('PosterRequest') }, async (ctx) => {
    const memberId = ctx.member.member_id;
    const [link, site, member, campaign] = await Promise.all([
      inviteLink(ctx, memberId),
      getConfig(ctx.db, ConfigKey.SITE_INFO, DEFAULTS.siteInfo),
      ctx.db.selectFrom('member').select(['nickname']).where('member_id', '=', memberId).executeTakeFirstOrThrow(),
      runningCampaign(ctx.db, ctx.services.now()),
    ]);
    const title = campaign ? localize(campaign, ctx.lang).recommend_name : ctx.lang === 'en-us' ? 'Invite friends' : '邀请好友';
    const path = await invitePoster(ctx.config.dataDir, { memberId, link, shopName: site.site_name, nickname: member.nickname, title, lang: ctx.lang });
    return { path, link };
  });
});
