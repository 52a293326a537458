export interface FetchedImage {
  bytes: Buffer;
  contentType: string;
}

/** Where an NFT's original image comes from: the network (bounded) or files shipped with the demo. */
export interface ImageSource {
  fetchImage(url: string): Promise<FetchedImage>;
}
