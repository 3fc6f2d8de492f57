/**
 * The rjsf widgets of generated forms, on antd controls with the docs/behaviour §5 rules. One widget per
 * file; resolveFormSchema names them in the uiSchema.
 */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { dateWidget, HpcTimePicker } from './dateWidgets';
import { FileUploadWidget } from './FileUploadWidget';
import { ImageUploadWidget } from './ImageUploadWidget';
import { LookupWidget } from './LookupWidget';
import { RadioWidget } from './RadioWidget';
import { RegionWidget } from './RegionWidget';
import { RichTextWidget } from './RichTextWidget';
import { SelectWidget } from './SelectWidget';
import { SwitchWidget } from './SwitchWidget';
import { HpcText, HpcTextarea } from './textWidgets';
import './widgets.css';

export const formWidgets: RegistryWidgetsType = {
  hpcText: HpcText,
  hpcTextarea: HpcTextarea,
  hpcDate: dateWidget('YYYY-MM-DD', false),
  hpcDateTime: dateWidget('YYYY-MM-DD HH:mm:ss', true),
  hpcTime: HpcTimePicker,
  hpcImage: ImageUploadWidget,
  hpcFile: FileUploadWidget,
  hpcRichText: RichTextWidget,
  hpcSwitch: SwitchWidget,
  hpcSelect: SelectWidget,
  hpcRadio: RadioWidget,
  hpcLookup: LookupWidget,
  hpcRegion: RegionWidget,
};
