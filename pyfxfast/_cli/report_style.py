"""The style the CLI's HTML reports share (the partition report, ``profile --html``):
page, headings, the stat boxes and the legend's swatches."""

BASE_CSS = """
body{font-family:DejaVu Sans,Arial,sans-serif;margin:20px;color:#111;background:#fff}
h1{font-size:20px;margin:0 0 4px} h2{font-size:16px;margin:22px 0 6px}
.meta{color:#444;font-size:13px;margin-bottom:10px}
.stats{display:flex;flex-wrap:wrap;gap:10px;margin:10px 0}
.stat{border:1px solid #ddd;border-radius:6px;padding:6px 12px;background:#fafafa}
.stat b{display:block;font-size:18px}
.legend{display:flex;flex-wrap:wrap;gap:12px;font-size:12px;margin:8px 0}
.sw{display:inline-block;width:14px;height:14px;border-radius:3px;vertical-align:middle;margin-right:4px;border:1px solid #333}
"""
