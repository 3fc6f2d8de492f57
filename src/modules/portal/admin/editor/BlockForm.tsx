import { FormLayout } from '@formily/antd-v5';
import { InputNumber } from 'antd';
import { lazy, Suspense } from 'react';
import { BLOCK_LIMITS, type CardItem, type PortalBlock } from '../../../../contract/portalBlocks';
import { uploadDecorationImage } from '../uploads';
import { ImageField } from '../ImageField';
import { AppCardsForm } from './AppCardsForm';
import { ItemList, LinkInput, TextInput } from './fields';
import { FieldItem } from '../../../../ui/form/FieldItem';
import { RadioGroup } from '../../../../ui/form/RadioGroup';

const RichTextEditor = lazy(() => import('../../../../ui/RichTextEditor'));

const newCard = (): CardItem => ({ image: '', title: '', text: '', link: '' });

function CardFields({ item, update, withText = true }: { item: CardItem; update: (next: CardItem) => void; withText?: boolean }) {
  return (
    <>
      <FieldItem label="图片" className="pt-field">
        <ImageField value={item.image} onChange={(image) => update({ ...item, image })} upload={uploadDecorationImage} label="图片" />
      </FieldItem>
      <TextInput label="标题" value={item.title} max={BLOCK_LIMITS.title} onChange={(title) => update({ ...item, title })} />
      {withText && <TextInput label="说明" value={item.text} max={BLOCK_LIMITS.text} area onChange={(text) => update({ ...item, text })} />}
      <LinkInput value={item.link} onChange={(link) => update({ ...item, link })} />
    </>
  );
}

/** The settings of one block, by type; every change goes up at once (the preview follows). */
export function BlockForm({ block, onChange }: { block: PortalBlock; onChange: (block: PortalBlock) => void }) {
  switch (block.type) {
    case 'banner':
      return (
        <FormLayout layout="vertical">
          <FieldItem label="轮播间隔" className="pt-field" extra="0 表示不自动切换">
            <InputNumber min={0} max={30} precision={0} addonAfter="秒" value={block.interval} onChange={(interval) => onChange({ ...block, interval: interval ?? 0 })} />
          </FieldItem>
          <ItemList
            items={block.slides}
            noun="轮播图"
            max={BLOCK_LIMITS.slides}
            create={() => ({ image: '', title: '', subtitle: '', link: '', buttonText: '' })}
            onChange={(slides) => onChange({ ...block, slides })}
            render={(slide, update) => (
              <>
                <FieldItem label="背景图片" className="pt-field" extra="建议 1920×480；不上传则用深蓝色背景">
                  <ImageField value={slide.image} onChange={(image) => update({ ...slide, image })} upload={uploadDecorationImage} label="背景图片" />
                </FieldItem>
                <TextInput label="标题" value={slide.title} max={BLOCK_LIMITS.title} onChange={(title) => update({ ...slide, title })} />
                <TextInput label="副标题" value={slide.subtitle} max={BLOCK_LIMITS.text} area onChange={(subtitle) => update({ ...slide, subtitle })} />
                <LinkInput label="按钮链接" value={slide.link} onChange={(link) => update({ ...slide, link })} />
                <TextInput label="按钮文字" value={slide.buttonText} max={12} placeholder="了解更多" onChange={(buttonText) => update({ ...slide, buttonText })} />
              </>
            )}
          />
        </FormLayout>
      );
    case 'carousel':
      return (
        <FormLayout layout="vertical">
          <TextInput label="标题" value={block.title} max={BLOCK_LIMITS.title} onChange={(title) => onChange({ ...block, title })} />
          <FieldItem label="每屏数量" className="pt-field">
            <RadioGroup optionType="button" value={block.perView} onChange={(event) => onChange({ ...block, perView: event.target.value as 3 | 5 })}
              options={[{ value: 3, label: '3 张（图文卡片）' }, { value: 5, label: '5 张（标志墙）' }]} />
          </FieldItem>
          <ItemList items={block.cards} noun="卡片" max={BLOCK_LIMITS.cards} create={newCard} onChange={(cards) => onChange({ ...block, cards })}
            render={(card, update) => <CardFields item={card} update={update} withText={block.perView === 3} />} />
        </FormLayout>
      );
    case 'imageLinks':
      return (
        <FormLayout layout="vertical">
          <TextInput label="标题" value={block.title} max={BLOCK_LIMITS.title} onChange={(title) => onChange({ ...block, title })} />
          <FieldItem label="每行列数" className="pt-field">
            <RadioGroup optionType="button" value={block.columns} onChange={(event) => onChange({ ...block, columns: event.target.value as 2 | 3 | 4 })}
              options={[{ value: 2, label: '2 列' }, { value: 3, label: '3 列' }, { value: 4, label: '4 列' }]} />
          </FieldItem>
          <ItemList items={block.items} noun="链接" max={BLOCK_LIMITS.cards} create={newCard} onChange={(items) => onChange({ ...block, items })}
            render={(item, update) => <CardFields item={item} update={update} />} />
        </FormLayout>
      );
    case 'richText':
      return (
        <FormLayout layout="vertical">
          <TextInput label="标题" value={block.title} max={BLOCK_LIMITS.title} onChange={(title) => onChange({ ...block, title })} />
          <FieldItem label="正文" className="pt-field">
            <Suspense fallback={<div className="pt-editor-placeholder">正在加载编辑器…</div>}>
              <RichTextEditor value={block.html} label="正文" onChange={(html) => onChange({ ...block, html })} placeholder="请在这里输入" />
            </Suspense>
          </FieldItem>
        </FormLayout>
      );
    case 'appCards':
      return (
        <FormLayout layout="vertical">
          <AppCardsForm block={block} onChange={onChange} />
        </FormLayout>
      );
  }
}
