import DoubleLeftOutlined from '@ant-design/icons/es/icons/DoubleLeftOutlined';
import DoubleRightOutlined from '@ant-design/icons/es/icons/DoubleRightOutlined';
import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { ConfigContext } from '../../adapters/antd/configContext';
import { useLocale } from '../../adapters/antd/localeHook';
import { usePaginationStyle as useStyle } from '../../adapters/antd/paginationStyle';
import RcPagination, { type PaginationProps } from 'rc-pagination';
import zhCN from 'rc-pagination/es/locale/zh_CN';
import { memo, useContext, type ReactNode } from 'react';
import { LazySelect } from './LazySelect';

export interface ListPagerProps {
  current: number;
  pageSize: number;
  total: number;
  pageSizeOptions: readonly number[];
  showTotal: (total: number) => ReactNode;
  onChange: (page: number, pageSize: number) => void;
  className?: string;
}

type SizeChangerRender = NonNullable<PaginationProps['sizeChangerRender']>;

const sizeChanger: SizeChangerRender = ({ disabled, size, onSizeChange, 'aria-label': ariaLabel, className, options }) => (
  <LazySelect
    aria-label={ariaLabel}
    className={className}
    disabled={disabled}
    showSearch
    popupMatchSelectWidth={false}
    getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
    value={options.find((o) => String(o.value) === String(size))?.value}
    options={options}
    onChange={(next) => onSizeChange(next)}
  />
);

/**
 * antd's Pagination (its styles, icons and locale) drawn on rc-pagination directly, with the size
 * changer as a LazySelect: antd's Pagination imports its Select statically, which would put the
 * whole select stack on every list's first view for a control that is rarely used.
 * Elevator and sizer are always shown (the list spec); no responsive or RTL variants are needed.
 */
export const ListPager = memo(function ListPager({ current, pageSize, total, pageSizeOptions, showTotal, onChange, className }: ListPagerProps) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('pagination');
  const [wrapCSSVar, hashId, cssVarCls] = useStyle(prefixCls);
  const [locale] = useLocale('Pagination', zhCN);
  const link = (icon: ReactNode) => (
    <button className={`${prefixCls}-item-link`} type="button" tabIndex={-1}>
      {icon}
    </button>
  );
  const jump = (icon: ReactNode) => (
    <a className={`${prefixCls}-item-link`}>
      <div className={`${prefixCls}-item-container`}>
        {icon}
        <span className={`${prefixCls}-item-ellipsis`}>•••</span>
      </div>
    </a>
  );
  return wrapCSSVar(
    <RcPagination
      prefixCls={prefixCls}
      selectPrefixCls={getPrefixCls('select')}
      className={[className, hashId, cssVarCls].filter(Boolean).join(' ')}
      locale={{ ...zhCN, ...locale }}
      current={current}
      pageSize={pageSize}
      total={total}
      pageSizeOptions={[...pageSizeOptions]}
      showSizeChanger
      sizeChangerRender={sizeChanger}
      showQuickJumper
      showTotal={showTotal}
      onChange={onChange}
      prevIcon={link(<LeftOutlined />)}
      nextIcon={link(<RightOutlined />)}
      jumpPrevIcon={jump(<DoubleLeftOutlined className={`${prefixCls}-item-link-icon`} />)}
      jumpNextIcon={jump(<DoubleRightOutlined className={`${prefixCls}-item-link-icon`} />)}
    />,
  );
});
