// The messages feature's public entry: a process screen shows the conversation about it.
export { ProcessConversation } from './process-conversation';
