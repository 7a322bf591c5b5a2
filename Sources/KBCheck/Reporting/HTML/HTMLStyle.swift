/// The report page's style sheet, inline so the page needs nothing from the network.
enum HTMLStyle {
  static let css = """
    body { font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif;
      margin: 24px; color: #1d1d1f; background: #fff; }
    h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 0; display: inline; }
    .meta { color: #6e6e73; margin: 0 0 16px; }
    table { border-collapse: collapse; margin: 8px 0 20px; }
    th, td { text-align: left; padding: 3px 10px; border-bottom: 1px solid #e5e5ea; }
    td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
    section.trace { border: 1px solid #d2d2d7; border-radius: 8px; padding: 10px 14px; margin: 14px 0;
      content-visibility: auto; contain-intrinsic-size: auto 400px; }
    summary { cursor: pointer; }
    .status { font-size: 12px; padding: 1px 7px; border-radius: 9px; margin-left: 8px; color: #fff; }
    .status-ok { background: #34c759; } .status-findings { background: #ff9500; }
    .status-error { background: #ff3b30; }
    svg.timeline { width: 100%; height: auto; margin: 10px 0; font: 10px monospace; }
    svg .lane { fill: #3a3a3c; } svg .quirk { fill: #6e6e73; font-size: 9px; font-style: italic; } svg .grid { stroke: #e5e5ea; }
    svg .event { fill: #0071e3; } svg .marker { fill: #8e8e93; }
    svg .dense { fill: #0071e3; opacity: 0.55; }
    svg .ghost { fill: #fff; stroke: #ff3b30; stroke-width: 1.4; stroke-dasharray: 2 1.5; }
    svg .swap, svg .extra { fill: none; stroke: #ff3b30; stroke-width: 1.4; }
    svg .pair { fill: none; stroke: #3a3a3c; stroke-width: 1.2; }
    svg .chart { fill: none; stroke: #5e5ce6; stroke-width: 1.5; }
    svg .screen { stroke: #c7c7cc; stroke-dasharray: 4 3; }
    .sev-error { fill: #ff3b30; color: #d70015; } .sev-warning { fill: #ff9500; color: #c93400; }
    .sev-info { fill: #8e8e93; color: #6e6e73; }
    ol.findings { padding-left: 22px; } ol.findings li { margin: 4px 0; }
    ol.findings li:target { background: #fff8c5; }
    .rule { font-family: monospace; } .place { font-family: monospace; color: #6e6e73; }
    .legend span { display: inline-block; margin-right: 14px; font-size: 12px; }
    .swatch { display: inline-block; width: 12px; height: 10px; margin-right: 4px; vertical-align: -1px; }
    """
}
