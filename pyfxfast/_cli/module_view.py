"""The module view of the HTML report: nodes grouped by the module hierarchy.

Exported programs record, for every node, the stack of modules whose
``forward`` produced it (``node.meta["nn_module_stack"]``: ``model`` ->
``model.layers.0`` -> ``model.layers.0.self_attn``). The report groups nodes
by the innermost module of that stack, nested as the modules are, so a
48-layer model reads as 48 layer boxes. A closed box shows its partition
colours as a strip (one run per stretch of nodes with the same colour, in
graph order); opening it shows its sub-modules and its own nodes.

The page's script builds the boxes from an inline JSON payload, lazily (a box's
contents are made when it is first opened), and adds search by node name or
op name and zoom. Groups down to the first level of the hierarchy with at
least ``SPREAD`` modules are open at first (``model`` opens to its layers).
"""

from __future__ import annotations

import json
from typing import Any

from .._graph import OpKind
from .partition_result import PartitionResult

__all__ = ["module_groups", "module_view_html", "MODULE_CSS", "MODULE_JS"]

#: The first depth with at least this many modules is shown closed (its parents open).
SPREAD = 4

# Node status codes shared with the script.
INPUT, OUTPUT, PARTITIONED, LEFT_OUT, UNSUPPORTED, CUTS = range(6)


def _short(name: str) -> str:
    for prefix in ("torch.ops.aten.", "torch.ops.", "_operator.", "operator."):
        if name.startswith(prefix):
            return name[len(prefix):]
    return name


def module_groups(r: PartitionResult) -> tuple[list[list[Any]], list[int]]:
    """Groups ``[path, type, parent, depth]`` (group 0: the whole program, group
    1: its inputs) and the group of every node."""
    groups: list[list[Any]] = [["", "", -1, 0], ["inputs", "placeholders and constants", 0, 1]]
    index: dict[str, int] = {}
    kinds = r.cg.op_kinds()
    group_of = []
    for i, node in enumerate(r.cg.nodes):
        stack = node.meta.get("nn_module_stack") or {}
        parent = 0
        for value in stack.values():
            path, kind = _entry(value)
            if path == "":  # the exported module itself: the program's own group
                if not groups[0][1]:
                    groups[0][1] = kind
                continue
            g = index.get(path)
            if g is None:
                g = index[path] = len(groups)
                groups.append([path, kind, parent, groups[parent][3] + 1])
            parent = g
        if parent == 0 and kinds[i] in (OpKind.PLACEHOLDER, OpKind.GET_ATTR):
            parent = 1
        group_of.append(parent)
    return groups, group_of


def _entry(value: Any) -> tuple[str, str]:
    """``(path, type)`` of one nn_module_stack entry; types are shown by class name."""
    if isinstance(value, (tuple, list)) and len(value) >= 2:
        path, kind = value[0], value[1]
    else:
        path, kind = value, ""
    kind = getattr(kind, "__qualname__", None) or str(kind)
    return str(path), kind.rsplit(".", 1)[-1]


def _status(r: PartitionResult, i: int, kind: int) -> int:
    if kind in (OpKind.PLACEHOLDER, OpKind.GET_ATTR):
        return INPUT
    if kind == OpKind.OUTPUT:
        return OUTPUT
    if r.label[i] >= 0:
        return PARTITIONED
    if r.supported[i]:
        return LEFT_OUT
    return CUTS if i in r.cut_nodes else UNSUPPORTED


def payload(r: PartitionResult, colours: dict[int, str], title: str = "") -> dict[str, Any]:
    """What the script draws: groups, nodes ``[name, short op, target, partition, status, group]``, colours."""
    groups, group_of = module_groups(r)
    kinds = r.cg.op_kinds()
    nodes = []
    for i, node in enumerate(r.cg.nodes):
        k = kinds[i]
        op = _short(r.names[i]) if k not in (OpKind.PLACEHOLDER, OpKind.GET_ATTR, OpKind.OUTPUT) else OpKind.NAMES[k]
        nodes.append([node.name, op, r.names[i], r.label[i], _status(r, i, k), group_of[i]])
    depth_count: dict[int, int] = {}
    for g in groups[2:]:
        depth_count[g[3]] = depth_count.get(g[3], 0) + 1
    spread = [d for d in sorted(depth_count) if depth_count[d] >= SPREAD]
    open_below = spread[0] if spread else max(depth_count, default=0) + 1
    return {"groups": groups, "nodes": nodes, "colours": {str(k): v for k, v in colours.items()},
            "openBelow": open_below, "hasModules": len(groups) > 2, "title": title}


def module_view_html(r: PartitionResult, colours: dict[int, str], title: str = "") -> str:
    """The view's container and its JSON payload (``</`` escaped for the inline script)."""
    data = json.dumps(payload(r, colours, title), separators=(",", ":")).replace("</", "<\\/")
    return (
        '<div class="tools"><label>Search <input id="q" type="search" placeholder="node or op name, e.g. silu" '
        'autocomplete="off"></label> <span id="hits"></span>'
        ' <span class="zoom">Zoom <button type="button" id="zout" title="zoom out">−</button>'
        '<span id="zlevel">100%</span><button type="button" id="zin" title="zoom in">+</button>'
        '<button type="button" id="zreset">reset</button></span>'
        ' <button type="button" id="expand">open all</button><button type="button" id="collapse">close all</button>'
        '</div>\n<div id="modview" class="modview"></div>\n'
        f'<script type="application/json" id="pyfxfast-data">{data}</script>'
    )


MODULE_CSS = """
.tools{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:8px 0;font-size:13px}
.tools input{font-size:13px;padding:3px 6px;width:240px}
.tools button{font-size:13px;margin:0 2px} #hits{color:#444}
.modview{border:1px solid #ddd;border-radius:6px;padding:8px;overflow:auto;max-height:1400px}
.kids{display:flex;flex-wrap:wrap;gap:6px;align-items:flex-start;margin:6px 0 2px 10px}
.grp{border:1px solid #9a9a9a;border-radius:6px;background:#fbfbfb;padding:4px 6px;width:340px;box-sizing:border-box}
.grp.open{width:100%;background:#fff}
.grp>.hd{cursor:pointer;font-size:12px;line-height:1.5;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.grp>.hd b{font-weight:600} .grp>.hd .ty{color:#555} .grp>.hd .ct{color:#777}
.grp>.hd .hc{background:#ffe14d;border-radius:3px;padding:0 4px;margin-left:4px}
.strip{display:flex;height:12px;margin-top:4px;border:1px solid #bbb;border-radius:2px;overflow:hidden}
.strip i{display:block;height:100%}
.grp.open>.strip{display:none}
.nd{display:inline-block;font-size:11px;padding:2px 5px;border-radius:4px;border:1px solid #333;max-width:150px;
 white-space:nowrap;overflow:hidden;text-overflow:ellipsis;box-sizing:border-box}
.nd.s0{background:#fff;border-color:#888} .nd.s1{background:#f2f2f2}
.nd.s3{background:#d9d9d9;border:1px dashed #888} .nd.s4,.nd.s5{background:#4d4d4d;color:#fff}
.nd.s5{border:2px solid #d62728}
.nd.hit,.grp.hit>.hd{outline:3px solid #ffb000;outline-offset:1px}
svg g.hit rect{stroke:#ffb000;stroke-width:4}
"""

# Builds the boxes lazily from the JSON payload; search and zoom. The URL hash
# drives them at load (#q=silu&zoom=0.5&open=model.layers.3, the last as a click
# on that box would), which is how the tests script it;
# body[data-search-hits] and body[data-ready] report the state.
MODULE_JS = r"""
(function(){
const D=JSON.parse(document.getElementById('pyfxfast-data').textContent);
const G=D.groups, N=D.nodes, C=D.colours;
const kids=G.map(()=>[]), own=G.map(()=>[]), first=G.map(()=>Infinity), count=G.map(()=>0);
N.forEach((n,i)=>{own[n[5]].push(i);let g=n[5];while(g>=0){count[g]++;if(i<first[g])first[g]=i;g=G[g][2];}});
G.forEach((g,i)=>{if(g[2]>=0&&count[i])kids[g[2]].push(i);});
const STATUS=['input','output','partition','supported, not partitioned','unsupported','unsupported, cuts a partition'];
const FILL=['#ffffff','#f2f2f2',null,'#d9d9d9','#4d4d4d','#4d4d4d'];
function colour(i){const n=N[i];return n[4]===2?(C[n[3]]||'#d9d9d9'):FILL[n[4]];}
const el={}, made=new Set();
let hits=new Set(), hitGroups=new Map();
function nodeEl(i){const n=N[i],s=document.createElement('span');s.className='nd s'+n[4]+(hits.has(i)?' hit':'');
 s.dataset.n=i;s.textContent=n[1];if(n[4]===2)s.style.background=colour(i);
 s.title=n[0]+': '+n[2]+' ('+(n[4]===2?'partition '+n[3]:STATUS[n[4]])+')';return s;}
function allNodes(g){const out=[];const st=[g];while(st.length){const x=st.pop();out.push(...own[x]);st.push(...kids[x]);}return out.sort((a,b)=>a-b);}
function strip(g){const d=document.createElement('div');d.className='strip';const ns=allNodes(g);let run=0,c=null;
 const flush=()=>{if(run){const i=document.createElement('i');i.style.flex=run;i.style.background=c;d.appendChild(i);}};
 for(const i of ns){if(N[i][4]<2)continue;const k=colour(i);if(k!==c){flush();c=k;run=0;}run++;}flush();
 if(!d.childNodes.length)d.style.display='none';return d;}
function parts(g){const s=new Set();for(const i of allNodes(g))if(N[i][3]>=0)s.add(N[i][3]);return s.size;}
function header(g){const x=G[g],h=document.createElement('div');h.className='hd';
 const name=g===0?(D.title||'program'):(x[2]>0&&x[0].startsWith(G[x[2]][0]+'.')?x[0].slice(G[x[2]][0].length+1):x[0]);
 h.innerHTML='<span class="ar">▸</span> <b></b> <span class="ty"></span> <span class="ct"></span><span class="hc"></span>';
 h.querySelector('b').textContent=name;h.querySelector('.ty').textContent=x[1];
 const p=parts(g);h.querySelector('.ct').textContent='· '+count[g]+' node'+(count[g]>1?'s':'')+(p?' · '+p+' partition'+(p>1?'s':''):'');
 h.title=x[0]||'the whole program';h.onclick=()=>toggle(g);return h;}
function groupEl(g){const d=document.createElement('div');d.className='grp';d.dataset.g=g;d.dataset.path=G[g][0];
 d.appendChild(header(g));d.appendChild(strip(g));el[g]=d;markGroup(g);return d;}
function fill(g){if(made.has(g))return;made.add(g);const box=document.createElement('div');box.className='kids';
 const items=kids[g].map(k=>[first[k],'g',k]).concat(own[g].map(i=>[i,'n',i])).sort((a,b)=>a[0]-b[0]);
 for(const [,t,x] of items)box.appendChild(t==='g'?groupEl(x):nodeEl(x));el[g].appendChild(box);}
function open(g,on){const d=el[g];if(!d)return;if(on)fill(g);d.classList.toggle('open',on);
 d.querySelector('.ar').textContent=on?'▾':'▸';const k=d.querySelector(':scope>.kids');if(k)k.style.display=on?'':'none';}
function toggle(g){open(g,!el[g].classList.contains('open'));}
function ensure(g){const chain=[];for(let x=g;x>=0;x=G[x][2])chain.push(x);chain.reverse();for(const x of chain){if(!el[x])return;open(x,true);}}
function markGroup(g){const d=el[g];if(!d)return;const c=hitGroups.get(g)||0;d.classList.toggle('hit',c>0);
 d.querySelector('.hc').textContent=c?c+' match'+(c>1?'es':''):'';}
const root=document.getElementById('modview');root.appendChild(groupEl(0));
// Open from the top down to the first crowded level; a box with thousands of its own nodes stays closed.
(function openTop(g){if(G[g][3]<D.openBelow&&(kids[g].length||g===0)&&own[g].length<=2000){open(g,true);for(const k of kids[g])if(k!==1)openTop(k);}})(0);
function search(q){q=q.trim().toLowerCase();hits=new Set();hitGroups=new Map();
 if(q)N.forEach((n,i)=>{if(n[0].toLowerCase().includes(q)||n[2].toLowerCase().includes(q)||n[1].toLowerCase().includes(q))hits.add(i);});
 for(const i of hits){let g=N[i][5];while(g>=0){hitGroups.set(g,(hitGroups.get(g)||0)+1);g=G[g][2];}}
 const LIMIT=300;let shown=0;for(const i of hits){if(shown++>=LIMIT)break;ensure(N[i][5]);}
 document.querySelectorAll('#modview .nd').forEach(s=>s.classList.toggle('hit',hits.has(+s.dataset.n)));
 for(const g in el)markGroup(+g);
 const names=new Set([...hits].map(i=>N[i][0]));
 document.querySelectorAll('svg g[data-node]').forEach(x=>x.classList.toggle('hit',names.has(x.dataset.node)));
 document.getElementById('hits').textContent=q?hits.size+' node'+(hits.size===1?'':'s')+' match'+(hits.size>LIMIT?' (first '+LIMIT+' opened)':''):'';
 document.body.dataset.searchHits=hits.size;
 const firstHit=document.querySelector('#modview .nd.hit');if(firstHit&&firstHit.scrollIntoView)firstHit.scrollIntoView({block:'nearest'});}
let zoom=1;function setZoom(z){zoom=Math.min(4,Math.max(0.1,z));for(const id of ['modview','graphview']){const x=document.getElementById(id);if(x)x.style.zoom=zoom;}
 document.getElementById('zlevel').textContent=Math.round(zoom*100)+'%';document.body.dataset.zoom=zoom;}
document.getElementById('zin').onclick=()=>setZoom(zoom*1.25);document.getElementById('zout').onclick=()=>setZoom(zoom/1.25);
document.getElementById('zreset').onclick=()=>setZoom(1);
document.getElementById('expand').onclick=()=>{for(let g=0;g<G.length;g++)if(count[g]&&G[g][3]<=8)ensure(g);};
document.getElementById('collapse').onclick=()=>{for(const g in el)if(+g!==0)open(+g,false);};
for(const id of ['modview','graphview']){const x=document.getElementById(id);if(x)x.addEventListener('wheel',e=>{if(e.ctrlKey){e.preventDefault();setZoom(zoom*(e.deltaY<0?1.1:1/1.1));}},{passive:false});}
const q=document.getElementById('q');let timer=0;q.addEventListener('input',()=>{clearTimeout(timer);timer=setTimeout(()=>search(q.value),150);});
const h=new URLSearchParams(location.hash.slice(1));if(h.get('zoom'))setZoom(parseFloat(h.get('zoom'))||1);
for(const path of (h.get('open')||'').split(',')){const g=G.findIndex(x=>x[0]===path);if(path&&g>=0)ensure(g);}
if(h.get('q')){q.value=h.get('q');search(h.get('q'));}
document.body.dataset.ready='1';
})();
"""
