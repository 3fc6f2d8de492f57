import { Image } from 'antd';

/** A picture with antd's click-to-preview (its own chunk: most lists show no picture column). */
export default function ImageCell({ src, alt }: { src: string; alt: string }) {
  return <Image src={src} height={40} alt={alt} />;
}
