import { onOrderCreate } from '../order/hooks.ts';
import type { ServerModule } from '../types.ts';
import routes from './routes.ts';
import { storeOrderForms } from './service.ts';

// The goods forms and the order form filled at checkout are judged and stored with the order.
onOrderCreate(storeOrderForms);

/** Custom and system forms (issue 17). */
const form: ServerModule = { routes };
export default form;
