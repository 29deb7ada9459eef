// The `ref` of GET get_order_details/{ref} and order/view/{ref}: a user id or an order number
// ('PO-000123'). The schema is the contract's; the orders service reads a ref the same way.
export { orderRefParams } from '@portico/domain/contracts/payments.contract';
