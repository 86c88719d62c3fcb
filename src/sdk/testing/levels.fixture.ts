/** The seeded free levels (fixtures/seed/account.json) as /api/memberlevel/lists answers them, out of order. Tests only. */
export const LEVELS = [
  { level_id: 3, level_name: '黄金会员', growth: 500, consume_discount: 95, is_free_shipping: 0, point_feedback: 1, send_point: 200, send_balance: '5.00', send_coupon: '', bg_color: '#d4a24c', level_text_color: '#ffffff' },
  { level_id: 1, level_name: '普通会员', growth: 0, consume_discount: 100, is_free_shipping: 0, point_feedback: 0, send_point: 0, send_balance: '0.00', send_coupon: '', bg_color: '#7d7e80' },
  { level_id: 2, level_name: '白银会员', growth: 100, consume_discount: 98, is_free_shipping: 0, point_feedback: 1, send_point: 50, send_balance: '0.00', send_coupon: '1,2', bg_color: '#8fa3b8' },
  { level_id: 4, level_name: '钻石会员', growth: 2000, consume_discount: 90, is_free_shipping: 1, point_feedback: 2, send_point: 500, send_balance: '20.00', send_coupon: '', bg_color: '#3b3f58' },
];
