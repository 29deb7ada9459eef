// The front door of the messages module (decision 074): what other modules may use. Nothing outside
// the module imports its other files.
export { recipientAddresses } from './messages.repository';
export { messageRoutes } from './messages.routes';
export { createMessagesService } from './messages.service';
