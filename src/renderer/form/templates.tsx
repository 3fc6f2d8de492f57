/**
 * rjsf templates of the create/edit dialog. The antd theme draws every object in a <fieldset>,
 * which the browser frames (2px groove) — around the whole form for the root object. The dialog
 * already frames its form, so the root's fields are laid out on a plain grid; nested objects
 * keep the theme's fieldset.
 */
import { Templates } from '@rjsf/antd';
import type { ObjectFieldTemplateProps, TemplatesType } from '@rjsf/utils';
import { Col, Row } from 'antd';

const ThemeObjectFieldTemplate = Templates.ObjectFieldTemplate!;

function HpcObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  if (props.fieldPathId.path.length > 0) return <ThemeObjectFieldTemplate {...props} />;
  return (
    <div id={props.fieldPathId.$id} className="hpc-record-form-fields">
      <Row gutter={24}>
        {props.properties
          .filter((property) => !property.hidden)
          .map((property) => (
            <Col key={property.name} span={24}>
              {property.content}
            </Col>
          ))}
      </Row>
    </div>
  );
}

export const formTemplates: Partial<TemplatesType> = {
  ObjectFieldTemplate: HpcObjectFieldTemplate,
};
