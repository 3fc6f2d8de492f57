import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

/**
 * The industry modules shown on the /platform category pages (行业赋能管理): per industry one
 * 行业简介 (moduleType 1), its 解决方案 (2) and 典型案例 (3), in the order written here.
 */
export const INDUSTRY_CONTENT: Readonly<Record<string, { intro: string; solutions: [string, string][]; cases: [string, string][] }>> = {
  gov: { intro: '以超算与大数据能力支撑城市治理、应急管理与公共服务的精细化决策。', solutions: [['城市内涝模拟', '分钟级降雨径流与管网耦合模拟，辅助防汛调度'], ['海洋环境预报', '区域海洋模式业务化运行，服务海上作业与渔业']], cases: [['某市应急管理局', '台风期间 72 小时风暴潮预报提前 6 小时发布'], ['某省生态环境厅', '大气污染溯源计算由 3 天缩短至 4 小时']] },
  tool: { intro: '开源与商业科学计算工具一站式部署，开箱即用，按需计费。', solutions: [['开源软件编译优化', '针对国产处理器的编译与数学库调优'], ['许可证托管', '商业软件浮动许可集中托管与计量']], cases: [['某高校计算中心', '50+ 常用软件统一镜像，新生上机零配置'], ['某研究所', 'Quantum ESPRESSO 性能提升 38%']] },
  intel: { intro: '面向大模型训练、微调与推理的 GPU 算力与工具链。', solutions: [['大模型微调', '多机多卡分布式训练与断点续训'], ['推理服务', '模型一键部署为在线推理接口']], cases: [['某智能客服企业', '百亿参数模型微调周期缩短 60%'], ['某自动驾驶公司', '感知模型日训练吞吐提升 3 倍']] },
  medicine: { intro: '分子模拟、虚拟筛选与蛋白结构预测加速新药研发。', solutions: [['虚拟药物筛选', '百万级化合物库并行对接'], ['蛋白结构预测', 'AlphaFold2 批量预测与结果管理']], cases: [['某创新药企', '先导化合物筛选由 3 个月缩短至 2 周'], ['某医学院', '膜蛋白动力学模拟达微秒量级']] },
  treatment: { intro: '医学影像分析与精准医疗计算，数据安全合规。', solutions: [['医学影像 AI', '影像分割与辅助诊断模型训练'], ['基因组分析', '全基因组测序数据批量比对与变异检测']], cases: [['某三甲医院', 'CT 影像分割模型训练提速 5 倍'], ['某基因检测机构', '单样本分析时间降至 2 小时']] },
  geo: { intro: '气象、海洋与地理信息的数值模拟与遥感数据处理。', solutions: [['数值天气预报', 'WRF 高分辨率业务化预报'], ['遥感影像处理', '海量卫星影像并行解译']], cases: [['某省气象台', '1 公里分辨率预报每日 4 次滚动更新'], ['某测绘院', '全省影像镶嵌处理由周级降至天级']] },
  creativity: { intro: '影视渲染、数字孪生与三维内容生产的弹性算力。', solutions: [['云渲染', '按帧计费的分布式渲染农场'], ['数字人制作', '动作捕捉与高精度建模计算']], cases: [['某动画工作室', '院线动画电影渲染周期缩短 40%'], ['某文旅集团', '景区数字孪生实时渲染上线']] },
  manufacturing: { intro: '结构、流体与多物理场仿真，助力研发设计数字化。', solutions: [['整车碰撞仿真', '显式动力学大规模并行求解'], ['风洞替代仿真', 'CFD 外流场高保真模拟']], cases: [['某汽车主机厂', '碰撞仿真单工况由 20 小时降至 3 小时'], ['某风电企业', '叶片气动优化迭代效率提升 4 倍']] },
  serve: { intro: '专业技术团队提供迁移、调优与培训服务。', solutions: [['应用迁移', '从本地集群到云超算的平滑迁移'], ['性能调优', '作业脚本与并行效率诊断']], cases: [['某设计院', '20 个仿真流程一周完成迁移'], ['某高校课题组', '并行效率由 52% 提升至 86%']] },
  partner: { intro: '联合软件厂商、集成商与科研机构，共建超算应用生态。', solutions: [['软件厂商入驻', '应用上架、计费与授权一体化'], ['渠道合作', '区域合作伙伴联合交付与分成']], cases: [['某 CAE 软件厂商', '上架三个月服务客户 120 家'], ['某系统集成商', '联合交付 8 个行业超算项目']] },
};

const DAY = 86_400_000;

const industryModuleSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ refDate }) => {
    let day = 0;
    const stamp = () => formatBeijingTime(refDate.getTime() - (180 - (day += 1)) * DAY);
    return Object.entries(INDUSTRY_CONTENT).flatMap(([industry, c]) => [
      { industry, moduleType: 1, title: '行业简介', content: c.intro, orderIndex: 1, status: 1, createTime: stamp() },
      ...c.solutions.map(([title, content], i) => ({ industry, moduleType: 2, title, content, orderIndex: i + 1, status: 1, createTime: stamp() })),
      ...c.cases.map(([title, content], i) => ({ industry, moduleType: 3, title, content, orderIndex: i + 1, status: 1, createTime: stamp() })),
    ]).map((record, index) => ({ ...record, id: index + 1 }));
  },
};

export default industryModuleSeed;
