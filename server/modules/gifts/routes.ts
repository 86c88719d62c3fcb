import { defineRoutes, schemaRef } from '../../http/routes.ts';
import { birthdayConfig, birthdayReceive, birthdayRecords } from './birthday.ts';
import { consumeInfo } from './consume.ts';
import { festivalConfig, festivalReceive, festivalRecords } from './festival.ts';
import { registerGiftInfo, registerGiftSeen } from './register.ts';

const P = schemaRef('gifts');

/** The gift popups without routes: birthday, festival, spending reward, register gift. */
export default defineRoutes('gifts', (api) => {
  api.route('/birthdaygift/api/Config/config', { auth: 'required', params: P('EmptyRequest') }, (ctx) => birthdayConfig(ctx.db, ctx.member.member_id, ctx.services.now(), ctx.lang));
  api.route('/birthdaygift/api/Config/receive', { auth: 'required', params: P('IdRequest') }, (ctx) => birthdayReceive(ctx.db, ctx.member.member_id, ctx.params.id, ctx.services.now()));
  api.route('/birthdaygift/api/Config/getRecord', { auth: 'required', params: P('PageRequest') }, (ctx) => birthdayRecords(ctx.db, ctx.member.member_id, ctx.params, ctx.lang));

  api.route('/scenefestival/api/config/config', { auth: 'required', params: P('EmptyRequest') }, (ctx) => festivalConfig(ctx.db, ctx.member.member_id, ctx.services.now(), ctx.lang));
  api.route('/scenefestival/api/config/receive', { auth: 'required', params: P('FestivalReceiveRequest') }, (ctx) =>
    festivalReceive(ctx.db, ctx.member.member_id, ctx.params.festival_id, ctx.services.now()),
  );
  api.route('/scenefestival/api/config/getFestivalDrawRecordList', { auth: 'required', params: P('PageRequest') }, (ctx) => festivalRecords(ctx.db, ctx.member.member_id, ctx.params, ctx.lang));

  api.route('/memberconsume/api/config/info', { auth: 'required', params: P('ConsumeInfoRequest') }, (ctx) =>
    consumeInfo(ctx.db, ctx.member.member_id, ctx.params.out_trade_no, ctx.services.now(), ctx.lang),
  );

  api.route('/memberregister/api/Receivegift/info', { auth: 'required', params: P('EmptyRequest') }, (ctx) => registerGiftInfo(ctx.db, ctx.member.member_id));
  api.route('/memberregister/api/Receivegift/updateInfo', { auth: 'required', params: P('EmptyRequest') }, (ctx) => registerGiftSeen(ctx.db, ctx.member.member_id));
});
