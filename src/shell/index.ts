/** Page chrome used by the app and by widgets. Styles: ./shell.css (imported by the app entry). */
export { NavBar, type NavBarProps } from './NavBar.tsx';
export { TabBar, isTabSelected, cartBadge, DEFAULT_SELECTED_COLOR, type TabBarProps, type TabBarConfig, type TabBarItemLike } from './TabBar.tsx';
export { PullToRefresh, pullDistance, PULL_OFFSET, type PullToRefreshProps } from './PullToRefresh.tsx';
export { InfiniteScroll, EndTip, END_TIP_MIN, type InfiniteScrollProps } from './InfiniteScroll.tsx';
export { BackToTop, scrollToTop, BACK_TO_TOP_AFTER, BACK_TO_TOP_DURATION } from './BackToTop.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
export { Popup, POPUP_ANIMATION_MS, type PopupProps } from './Popup.tsx';
export { ToastHost, ModalHost, FeedbackHost } from './Feedback.tsx';
export { showToast, hideToast, showModal, answerModal, feedbackStore, TOAST_DEFAULT_MS, type ToastIcon, type ModalOptions } from './feedback.ts';
export { LoadingCover } from './LoadingCover.tsx';
export { AppFrame, PageFrame, type PageFrameProps } from './Layout.tsx';
export { useShellText, shellText, useLanguage, currentLanguage, type ShellKey } from './text.ts';
