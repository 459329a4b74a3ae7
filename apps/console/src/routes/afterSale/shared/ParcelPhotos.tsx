import { Flex, Image, Skeleton, Typography } from 'antd';
import { parcelPhotoTagLabel, type ParcelPhoto } from '@oms/api-client';
import { useParcelPhotoUrl } from '../../../api/parcelPhotos.ts';

function Thumb({ photo, width }: { photo: ParcelPhoto; width: number }) {
  const { url, failed } = useParcelPhotoUrl(photo.id);
  const height = Math.round(width * 0.75);
  const label = `${parcelPhotoTagLabel[photo.tag]}照片`;
  if (failed)
    return (
      <Flex align="center" justify="center" style={{ width, height, background: '#f5f5f5', borderRadius: 4 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          照片加载失败
        </Typography.Text>
      </Flex>
    );
  if (!url) return <Skeleton.Image active style={{ width, height }} />;
  return (
    <Image
      src={url}
      alt={label}
      title={label}
      width={width}
      height={height}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      preview={{ mask: '查看' }}
    />
  );
}

/** The returns desk's photos of a parcel as thumbnails; a click opens them large, one after another. */
export function ParcelPhotos({ photos, width = 72 }: { photos: ParcelPhoto[]; width?: number }) {
  if (!photos.length) return null;
  return (
    <Image.PreviewGroup>
      <Flex gap={6} wrap role="group" aria-label="包裹照片">
        {photos.map((p) => (
          <Thumb key={p.id} photo={p} width={width} />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}
