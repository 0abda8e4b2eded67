/** A message as the thread shows it (the API's chat message has this shape). */
export interface ChatThreadMessage {
  id: number;
  /** Whose side: shown on the right when it is the viewer's. */
  from: 'buyer' | 'operator';
  type: 'text' | 'image' | 'goods' | 'order';
  sender_name: string;
  content: string;
  /** The picture's address (type image). */
  image: string | null;
  goods: { id: number; name: string; spec: string; manufacturer: string; image: string } | null;
  order: { id: number; order_sn: string; status_text: string; total: string; created_at: number } | null;
  /** Unix seconds, server time. */
  created_at: number;
}
