export type { AddressCardProps } from './components/AddressCard/AddressCard';
export { AddressCard } from './components/AddressCard/AddressCard';
export type { AddressField, AddressFormProps, AddressFormValues } from './components/AddressForm/AddressForm';
export { AddressForm, emptyAddress } from './components/AddressForm/AddressForm';
export type { AdvertBannerProps } from './components/AdvertBanner/AdvertBanner';
export { AdvertBanner } from './components/AdvertBanner/AdvertBanner';
export type { AdvertVariant } from './components/AdvertBanner/AdvertBanner.styles';
export type {
  AfterSalesFormLine,
  AfterSalesFormProps,
  AfterSalesFormValues,
  AfterSalesPhoto,
} from './components/AfterSalesForm/AfterSalesForm';
export { AfterSalesForm } from './components/AfterSalesForm/AfterSalesForm';
export type {
  AfterSalesEvent,
  AfterSalesTimelineProps,
} from './components/AfterSalesTimeline/AfterSalesTimeline';
export { AfterSalesTimeline } from './components/AfterSalesTimeline/AfterSalesTimeline';
export type { AlertDialogProps } from './components/AlertDialog/AlertDialog';
export { AlertDialog } from './components/AlertDialog/AlertDialog';
export type { AlertTone } from './components/AlertDialog/AlertDialog.styles';
export type { BrandCardProps } from './components/BrandCard/BrandCard';
export { BrandCard } from './components/BrandCard/BrandCard';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button';
export { Button } from './components/Button/Button';
export type { ButtonLinkProps } from './components/Button/ButtonLink';
export { ButtonLink } from './components/Button/ButtonLink';
export type { CarouselProps, CarouselSlide } from './components/Carousel/Carousel';
export { Carousel } from './components/Carousel/Carousel';
export type { CartBadgeProps } from './components/CartBadge/CartBadge';
export { CartBadge } from './components/CartBadge/CartBadge';
export type { CartButtonProps } from './components/CartButton/CartButton';
export { CartButton } from './components/CartButton/CartButton';
export type { CartDrawerLine, CartDrawerProps } from './components/CartDrawer/CartDrawer';
export { CartDrawer } from './components/CartDrawer/CartDrawer';
export type { CartLineProps } from './components/CartLine/CartLine';
export { CartLine } from './components/CartLine/CartLine';
export { CartLinePrice } from './components/CartLine/CartLinePrice';
export type {
  CartLineGift,
  CartLineItem,
  CartLinePart,
  CartPriceSource,
} from './components/CartLine/types';
export type { CartTableProps } from './components/CartTable/CartTable';
export { CartTable } from './components/CartTable/CartTable';
export type { CategoryMenuProps, MenuCategory } from './components/CategoryMenu/CategoryMenu';
export { CategoryMenu } from './components/CategoryMenu/CategoryMenu';
export type { ChatThreadProps } from './components/ChatThread/ChatThread';
export { ChatThread } from './components/ChatThread/ChatThread';
export type { ChatThreadMessage } from './components/ChatThread/types';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
export { Checkbox } from './components/Checkbox/Checkbox';
export type { CheckoutSummaryProps } from './components/CheckoutSummary/CheckoutSummary';
export { CheckoutSummary } from './components/CheckoutSummary/CheckoutSummary';
export type { ComboCardProps, ComboPart } from './components/ComboCard/ComboCard';
export { ComboCard } from './components/ComboCard/ComboCard';
export type { ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export { ConfirmDialog } from './components/ConfirmDialog/ConfirmDialog';
export type { CountBadgeProps } from './components/CountBadge/CountBadge';
export { CountBadge } from './components/CountBadge/CountBadge';
export type { CountdownProps } from './components/Countdown/Countdown';
export { Countdown } from './components/Countdown/Countdown';
export type { CouponCardProps, CouponStatus } from './components/CouponCard/CouponCard';
export { CouponCard } from './components/CouponCard/CouponCard';
export type { CouponClaimProps, CouponClaimState } from './components/CouponCard/CouponClaim';
export type { CreditSummaryProps } from './components/CreditSummary/CreditSummary';
export { CreditSummary } from './components/CreditSummary/CreditSummary';
export type {
  DataTableColumn,
  DataTableProps,
  DataTableSort,
  SortDirection,
} from './components/DataTable/DataTable';
export { DataTable } from './components/DataTable/DataTable';
export type { DetailDrawerProps } from './components/DetailDrawer/DetailDrawer';
export { DetailDrawer, DetailDrawerClose } from './components/DetailDrawer/DetailDrawer';
export type { DrawModalProps } from './components/DrawModal/DrawModal';
export { DrawModal } from './components/DrawModal/DrawModal';
export type { DrawModalActivity, DrawOutcome, DrawPrize } from './components/DrawModal/types';
export type { FavouriteButtonProps } from './components/FavouriteButton/FavouriteButton';
export { FavouriteButton } from './components/FavouriteButton/FavouriteButton';
export type { FieldProps } from './components/Field/Field';
export { Field } from './components/Field/Field';
export { useFieldControl } from './components/Field/fieldContext';
export type { InputProps } from './components/Field/Input';
export { Input } from './components/Field/Input';
export type { SelectProps } from './components/Field/Select';
export { Select } from './components/Field/Select';
export type { FormLayoutProps } from './components/FormLayout/FormLayout';
export { FormLayout } from './components/FormLayout/FormLayout';
export type { FormSectionProps, FormWideProps } from './components/FormLayout/FormSection';
export { FormSection, FormWide } from './components/FormLayout/FormSection';
export type {
  InvoiceKind,
  InvoiceStatus,
  InvoiceTableLine,
  InvoiceTableProps,
  InvoiceTableRow,
  InvoiceType,
  RedLetterReason,
} from './components/InvoiceTable/InvoiceTable';
export { InvoiceTable } from './components/InvoiceTable/InvoiceTable';
export type { LadderPriceTableProps, LadderTier } from './components/LadderPriceTable/LadderPriceTable';
export { LadderPriceTable } from './components/LadderPriceTable/LadderPriceTable';
export type { LedgerRow, LedgerTableProps } from './components/LedgerTable/LedgerTable';
export { LedgerTable } from './components/LedgerTable/LedgerTable';
export type { ListStateProps, ListStatus } from './components/ListState/ListState';
export { ListState } from './components/ListState/ListState';
export type { LoginHeaderProps } from './components/LoginHeader/LoginHeader';
export { LoginHeader } from './components/LoginHeader/LoginHeader';
export type {
  ManjianActivity,
  ManjianProgressProps,
  ManjianTierView,
} from './components/ManjianProgress/ManjianProgress';
export { ManjianProgress } from './components/ManjianProgress/ManjianProgress';
export type { NavBarItem, NavBarProps } from './components/NavBar/NavBar';
export { NavBar } from './components/NavBar/NavBar';
export type { OrderCardLine, OrderCardProps } from './components/OrderCard/OrderCard';
export { OrderCard } from './components/OrderCard/OrderCard';
export type { OrderStatus, OrderStatusBadgeProps } from './components/OrderStatusBadge/OrderStatusBadge';
export { OrderStatusBadge } from './components/OrderStatusBadge/OrderStatusBadge';
export type { OrderTimelineEntry, OrderTimelineProps } from './components/OrderTimeline/OrderTimeline';
export { OrderTimeline } from './components/OrderTimeline/OrderTimeline';
export type { PaginationProps } from './components/Pagination/Pagination';
export { Pagination } from './components/Pagination/Pagination';
export type {
  PaymentMethod,
  PaymentMethodId,
  PaymentMethodPickerProps,
} from './components/PaymentMethodPicker/PaymentMethodPicker';
export { PaymentMethodPicker } from './components/PaymentMethodPicker/PaymentMethodPicker';
export type { PictureViewerProps } from './components/PictureViewer/PictureViewer';
export { PictureViewer } from './components/PictureViewer/PictureViewer';
export type { PointsItemCardProps } from './components/PointsItemCard/PointsItemCard';
export { PointsItemCard } from './components/PointsItemCard/PointsItemCard';
export type { PriceProps, PriceSize } from './components/Price/Price';
export { Price } from './components/Price/Price';
export type { ProductCardBadge, ProductCardProps } from './components/ProductCard/ProductCard';
export { ProductCard } from './components/ProductCard/ProductCard';
export type { ProductSummary, ProductTag } from './components/ProductCard/types';
export type { ProductTableProps } from './components/ProductTable/ProductTable';
export { ProductTable } from './components/ProductTable/ProductTable';
export type { QrPopoverProps } from './components/QrPopover/QrPopover';
export { QrPopover } from './components/QrPopover/QrPopover';
export type { QuantityStepperProps } from './components/QuantityStepper/QuantityStepper';
export { QuantityStepper } from './components/QuantityStepper/QuantityStepper';
export type {
  RegulatoryClass,
  RegulatoryClassBadgeProps,
} from './components/RegulatoryClassBadge/RegulatoryClassBadge';
export { RegulatoryClassBadge } from './components/RegulatoryClassBadge/RegulatoryClassBadge';
export type { SearchBarProps, SearchType } from './components/SearchBar/SearchBar';
export { SearchBar } from './components/SearchBar/SearchBar';
export type { SearchBoxProps } from './components/SearchBox/SearchBox';
export { SearchBox } from './components/SearchBox/SearchBox';
export type { LoadSuggestions, Suggestion } from './components/SearchBox/useSuggestions';
export type { ServerClockProps } from './components/ServerClock/ServerClock';
export { ServerClock } from './components/ServerClock/ServerClock';
export type { AccountManager, ServiceContactProps } from './components/ServiceContact/ServiceContact';
export { ServiceContact } from './components/ServiceContact/ServiceContact';
export { type ParcelOnWire, shipmentCardProps } from './components/ShipmentCard/fromParcel';
export type {
  ShipmentBatch,
  ShipmentCardProps,
  ShipmentTrackingEntry,
} from './components/ShipmentCard/ShipmentCard';
export { ShipmentCard } from './components/ShipmentCard/ShipmentCard';
export type { ShippingHintProps, ShippingReason } from './components/ShippingHint/ShippingHint';
export { ShippingHint } from './components/ShippingHint/ShippingHint';
export type { SideToolbarPanel, SideToolbarProps } from './components/SideToolbar/SideToolbar';
export { SideToolbar } from './components/SideToolbar/SideToolbar';
export type {
  FriendLink,
  HelpArticle,
  HelpCategory,
  Licence,
  SiteFooterProps,
} from './components/SiteFooter/SiteFooter';
export { SiteFooter } from './components/SiteFooter/SiteFooter';
export type { SiteHeaderProps } from './components/SiteHeader/SiteHeader';
export { SiteHeader } from './components/SiteHeader/SiteHeader';
export type { StatusBadgeProps, StatusTone } from './components/StatusBadge/StatusBadge';
export { StatusBadge } from './components/StatusBadge/StatusBadge';
export type { StatusTimelineProps, TimelineStep } from './components/StatusTimeline/StatusTimeline';
export { StatusTimeline } from './components/StatusTimeline/StatusTimeline';
export type { StepHeaderProps } from './components/StepHeader/StepHeader';
export { cartSteps, StepHeader } from './components/StepHeader/StepHeader';
export type { TabItem, TabsProps } from './components/Tabs/Tabs';
export { Tabs } from './components/Tabs/Tabs';
export type { TagBadgeProps, TradeUpVariant } from './components/TagBadge/TagBadge';
export { TagBadge } from './components/TagBadge/TagBadge';
export type { ToasterProps, ToastItem } from './components/Toast/Toast';
export { Toaster } from './components/Toast/Toast';
export type { ToastTone } from './components/Toast/Toast.styles';
export type { HeaderUser, TopBarLink, TopBarProps } from './components/TopBar/TopBar';
export { TopBar } from './components/TopBar/TopBar';
export { useServerNow } from './internal/useServerNow';
export type { LinkRenderProps, RenderLink } from './link';
export type { YaocaiTheme } from './theme/theme';
export { theme } from './theme/theme';
export type { YaocaiThemeProviderProps } from './theme/YaocaiThemeProvider';
export { YaocaiThemeProvider } from './theme/YaocaiThemeProvider';
