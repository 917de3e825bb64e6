#include "match/matcher.hpp"

#include <algorithm>
#include <deque>

#include "analysis/convexity.hpp"

namespace pyfxfast {

CandidateIndex::CandidateIndex(const CompactGraph& g) : source_(&g) {
  for (int64_t v = 0; v < g.num_nodes(); ++v) {
    const OpKind op = g.op[v];
    by_op_[static_cast<int>(op)].push_back(static_cast<NodeId>(v));
    if (op == OpKind::CallFunction || op == OpKind::CallModule || op == OpKind::CallMethod) {
      by_target_[static_cast<int64_t>(g.target[v]) * kNumOpKinds + static_cast<int>(op)].push_back(
          static_cast<NodeId>(v));
    }
  }
}

const std::vector<NodeId>& CandidateIndex::nodes(OpKind op, int32_t target) const {
  if (op == OpKind::CallFunction || op == OpKind::CallModule || op == OpKind::CallMethod) {
    auto it = by_target_.find(static_cast<int64_t>(target) * kNumOpKinds + static_cast<int>(op));
    return it == by_target_.end() ? empty_ : it->second;
  }
  return by_op_[static_cast<int>(op)];
}

namespace {

// pmap values: a graph node (>= 0), unmapped, or bound to literal ref -2 - v.
constexpr int32_t kUnmapped = -1;

inline bool is_seq(ArgTag t) { return t == ArgTag::Tuple || t == ArgTag::List; }

// Index just past the encoded value that starts at `pos`.
int32_t skip(const ArgToken* data, int32_t pos) {
  int64_t pending = 1;
  while (pending > 0) {
    const ArgToken& t = data[pos++];
    --pending;
    if (is_seq(t.tag)) pending += t.value;
    else if (t.tag == ArgTag::Dict) pending += 2 * static_cast<int64_t>(t.value);
    else if (t.tag == ArgTag::Slice) pending += 3;
  }
  return pos;
}

// A token buffer plus the id LitRefs use for it.
struct Buf {
  const ArgToken* data;
  int32_t id;
};

class Run {
 public:
  Run(const MatchInput& in, MatchHooks& hooks)
      : p_(in.pattern),
        g_(in.graph),
        info_(in.info),
        opt_(in.options),
        in_(in),
        hooks_(hooks),
        pmap_(in.pattern.num_nodes(), kUnmapped),
        gbound_(in.graph.num_nodes(), 0) {}

  MatchResult run() {
    // Anchors without candidates are skipped, as torch's defaultdict does.
    for (NodeId anchor : info_.anchors) {
      std::vector<NodeId> c = candidates(anchor);
      if (!c.empty()) {
        active_.push_back(anchor);
        cands_.push_back(std::move(c));
      }
    }
    plan_pruning();
    if (!active_.empty()) backtrack(0);
    if (found_.missing != kNoNode) return std::move(found_);
    return filter();
  }

 private:
  // ---------------------------------------------------------- candidates
  std::vector<NodeId> candidates(NodeId anchor) {
    std::vector<NodeId> out;
    const int64_t n = g_.num_nodes();
    if (!opt_.match_placeholder && p_.op[anchor] == OpKind::Placeholder) {
      out.resize(n);
      for (int64_t v = 0; v < n; ++v) out[v] = static_cast<NodeId>(v);
      return out;
    }
    if (in_.name_match.empty() && in_.index) {
      for (NodeId v : in_.index->nodes(p_.op[anchor], p_.target[anchor])) {
        if (nodes_equal(anchor, v, true)) out.push_back(v);
      }
      return out;
    }
    for (int64_t v = 0; v < n; ++v) {
      if (nodes_equal(anchor, static_cast<NodeId>(v), true)) out.push_back(static_cast<NodeId>(v));
    }
    return out;
  }

  // torch: SubgraphMatcher._nodes_are_equal; `top` passes node_name_match.
  bool nodes_equal(NodeId pn, NodeId gn, bool top) {
    const OpKind op = p_.op[pn];
    if (!opt_.match_placeholder && op == OpKind::Placeholder) return true;
    if (top && !in_.name_match.empty() && in_.name_match[gn]) return true;
    if (op != g_.op[gn]) return false;
    switch (op) {
      case OpKind::Placeholder:
      case OpKind::Output:
        return true;
      case OpKind::GetAttr:
        return hooks_.attributes_equal(pn, gn);
      default:
        return p_.target[pn] == g_.target[gn];
    }
  }

  // ------------------------------------------------------------ binding
  void bind_node(NodeId pn, NodeId gn) {
    pmap_[pn] = gn;
    gbound_[gn] = 1;
    trail_.push_back(pn);
  }
  void bind_literal(NodeId pn, LitRef ref) {
    refs_.push_back(ref);
    pmap_[pn] = -2 - static_cast<int32_t>(refs_.size() - 1);
    trail_.push_back(pn);
  }
  void revert(size_t trail_len, size_t refs_len) {
    while (trail_.size() > trail_len) {
      NodeId pn = trail_.back();
      trail_.pop_back();
      if (pmap_[pn] >= 0) gbound_[pmap_[pn]] = 0;
      pmap_[pn] = kUnmapped;
    }
    refs_.resize(refs_len);
  }

  // ----------------------------------------------------------- matching
  // torch: SubgraphMatcher._match_nodes. A failed match leaves bindings
  // behind, as torch's does; the anchor loop reverts them.
  // Counts nested match_nodes/match_children frames (see kMaxMatchDepth).
  struct DepthGuard {
    int& depth;
    explicit DepthGuard(int& d) : depth(d) {
      if (++depth > kMaxMatchDepth) {
        --depth;
        throw MatchDepthError("maximum recursion depth exceeded while matching a subgraph pattern");
      }
    }
    ~DepthGuard() { --depth; }
  };
  int depth_ = 0;

  bool match_nodes(NodeId pn, NodeId gn, bool top) {
    const DepthGuard guard(depth_);
    const int32_t m = pmap_[pn];
    if (m != kUnmapped) return m == gn;  // a literal-bound placeholder never equals a Node
    if (gbound_[gn]) return false;
    if (!nodes_equal(pn, gn, top)) return false;
    bind_node(pn, gn);
    if (p_.op[pn] == OpKind::Placeholder) return true;
    return match_node_args(pn, gn);
  }

  bool match_node_args(NodeId pn, NodeId gn) {
    const Buf P{p_.args.begin(pn), pn};
    const Buf G{g_.args.begin(gn), gn};
    const int32_t p_kw = skip(P.data, 0);
    const int32_t g_kw = skip(G.data, 0);
    bool same_shape = P.data[0].value == G.data[0].value && P.data[p_kw].value == G.data[g_kw].value;
    for (int32_t i = 0, pp = p_kw + 1, gp = g_kw + 1; same_shape && i < P.data[p_kw].value; ++i) {
      same_shape = P.data[pp] == G.data[gp];  // kwarg names are interned strings
      pp = skip(P.data, skip(P.data, pp));
      gp = skip(G.data, skip(G.data, gp));
    }
    if (!same_shape) {
      if (p_.op[pn] != OpKind::CallFunction || !info_.overload[pn]) return false;
      const int32_t k = normalized(pn, gn);
      return match_children(Buf{p_extra_[k].data(), -1 - k}, 0, Buf{g_extra_[k].data(), -1 - k}, 0);
    }
    // Flattened: positional args, then kwarg values.
    int32_t pp = 1, gp = 1;
    for (int32_t i = 0; i < P.data[0].value; ++i) {
      if (!match_elem(P, pp, G, gp)) return false;
      pp = skip(P.data, pp);
      gp = skip(G.data, gp);
    }
    pp = p_kw + 1;
    gp = g_kw + 1;
    for (int32_t i = 0; i < P.data[p_kw].value; ++i) {
      pp = skip(P.data, pp);  // the key
      gp = skip(G.data, gp);
      if (!match_elem(P, pp, G, gp)) return false;
      pp = skip(P.data, pp);
      gp = skip(G.data, gp);
    }
    return true;
  }

  int32_t normalized(NodeId pn, NodeId gn) {
    const int64_t key = static_cast<int64_t>(pn) * (g_.num_nodes() + 1) + gn;
    auto it = normalized_.find(key);
    if (it != normalized_.end()) return it->second;
    std::vector<ArgToken> p_out, g_out;
    hooks_.normalize(pn, gn, p_out, g_out);
    const int32_t k = static_cast<int32_t>(p_extra_.size());
    p_extra_.push_back(std::move(p_out));
    g_extra_.push_back(std::move(g_out));
    normalized_.emplace(key, k);
    return k;
  }

  // torch: _match_args over the elements of two sequences.
  bool match_children(const Buf& P, int32_t pa, const Buf& G, int32_t ga) {
    const DepthGuard guard(depth_);
    const int32_t count = P.data[pa].value;
    if (count != G.data[ga].value) return false;
    int32_t pp = pa + 1, gp = ga + 1;
    for (int32_t i = 0; i < count; ++i) {
      if (!match_elem(P, pp, G, gp)) return false;
      pp = skip(P.data, pp);
      gp = skip(G.data, gp);
    }
    return true;
  }

  // One element of torch's _match_args.
  bool match_elem(const Buf& P, int32_t pa, const Buf& G, int32_t ga) {
    const ArgToken a = P.data[pa];
    const ArgToken b = G.data[ga];
    if (a.tag == ArgTag::Node && b.tag == ArgTag::Node) return match_nodes(a.value, b.value, false);
    if (is_seq(a.tag) && is_seq(b.tag)) return match_children(P, pa, G, ga);
    // Evaluated even with ignore_literals: it can bind a placeholder.
    const bool equal = match_literals(P, pa, G, ga);
    return equal || opt_.ignore_literals;
  }

  // torch: SubgraphMatcher._match_literals (at most one side is a Node).
  bool match_literals(const Buf& P, int32_t pa, const Buf& G, int32_t ga) {
    const ArgToken a = P.data[pa];
    const ArgToken b = G.data[ga];
    if (a.tag == ArgTag::Node) {
      const NodeId pn = a.value;
      if (p_.op[pn] != OpKind::Placeholder) return false;
      const int32_t m = pmap_[pn];
      if (m == kUnmapped) {
        bind_literal(pn, LitRef{G.id, ga});
        return true;
      }
      if (m >= 0) return false;  // a Node never equals a literal
      return hooks_.values_equal(refs_[-2 - m], LitRef{G.id, ga});
    }
    if (b.tag == ArgTag::Node) return false;
    if (a.tag != b.tag) return false;  // different Python types
    if (a.tag == ArgTag::Literal) {
      const auto& opaque = in_.literal_opaque;
      if (!opaque[a.value] && !opaque[b.value]) return a.value == b.value;
    }
    // Opaque literals, dicts and slices: ask Python.
    return hooks_.literals_equal(LitRef{P.id, pa}, LitRef{G.id, ga});
  }

  // ------------------------------------------------------------ pruning
  // Without pruning, anchor i tries every candidate for every partial match
  // of anchors < i. But every pattern node reached from those anchors is
  // bound to a graph node, and every pattern argument edge p -> q binds q to
  // an input of p's image. So if anchor i reaches an already bound node m
  // through d argument edges, anchor i's image is d user-steps below m's
  // image: only those candidates can succeed, and they are tried in the same
  // (graph) order. This fails to hold only with ignore_literals (a pattern
  // node may meet a literal and stay unbound) and when schema normalisation
  // drops arguments, so pruning is off then.
  struct Prune {
    NodeId via = kNoNode;
    int32_t depth = 0;
  };

  void plan_pruning() {
    prune_.assign(active_.size(), Prune{});
    if (opt_.ignore_literals) return;
    for (uint8_t o : info_.overload) {
      if (o == 2) return;
    }
    const int64_t np = p_.num_nodes();
    // Nodes inside dict or slice literals are compared by Python's ==, never
    // bound: the argument edges would not all bind.
    for (int64_t v = 0; v < np; ++v) {
      const ArgToken* row = p_.args.begin(v);
      const int32_t kwargs_at = skip(row, 0);
      for (int64_t k = 0; k < p_.args.size(v); ++k) {
        if (row[k].tag == ArgTag::Slice || (row[k].tag == ArgTag::Dict && k != kwargs_at)) return;
      }
    }
    std::vector<uint8_t> bound(np, 0);
    std::vector<int32_t> dist(np, -1);
    std::vector<NodeId> queue;
    for (size_t level = 0; level < active_.size(); ++level) {
      const NodeId anchor = active_[level];
      if (level > 0) {
        // Nearest bound ancestor (breadth first), preferring non-placeholders:
        // placeholders tend to be bound to widely used nodes.
        std::fill(dist.begin(), dist.end(), -1);
        queue.assign(1, anchor);
        dist[anchor] = 0;
        Prune best;
        for (size_t h = 0; h < queue.size(); ++h) {
          const NodeId v = queue[h];
          if (best.via != kNoNode && dist[v] > best.depth) break;
          if (bound[v]) {
            const bool better = best.via == kNoNode || (p_.op[best.via] == OpKind::Placeholder &&
                                                        p_.op[v] != OpKind::Placeholder);
            if (better) best = Prune{v, dist[v]};
            continue;
          }
          for (const NodeId* it = p_.inputs.begin(v); it != p_.inputs.end(v); ++it) {
            if (*it >= 0 && dist[*it] < 0) {
              dist[*it] = dist[v] + 1;
              queue.push_back(*it);
            }
          }
        }
        prune_[level] = best;
      }
      // Everything anchor `level` reaches is bound once it matched.
      queue.assign(1, anchor);
      bound[anchor] = 1;
      for (size_t h = 0; h < queue.size(); ++h) {
        const NodeId v = queue[h];
        for (const NodeId* it = p_.inputs.begin(v); it != p_.inputs.end(v); ++it) {
          if (*it >= 0 && !bound[*it]) {
            bound[*it] = 1;
            queue.push_back(*it);
          }
        }
      }
    }
  }

  // Candidates of `level` that are `depth` user-steps below the image of the
  // planned bound node, in graph order; false if that is not known to be
  // fewer than all candidates.
  bool pruned_candidates(size_t level, std::vector<NodeId>& out) {
    const Prune& pr = prune_[level];
    if (pr.via == kNoNode || pmap_[pr.via] < 0) return false;
    const std::vector<NodeId>& all = cands_[level];
    const size_t limit = all.size();
    out.assign(1, pmap_[pr.via]);
    std::vector<NodeId> next;
    for (int32_t step = 0; step < pr.depth; ++step) {
      next.clear();
      for (NodeId v : out) {
        for (const NodeId* u = g_.users.begin(v); u != g_.users.end(v); ++u) {
          if (*u >= 0) next.push_back(*u);
        }
        if (next.size() > 4 * limit) return false;
      }
      std::sort(next.begin(), next.end());
      next.erase(std::unique(next.begin(), next.end()), next.end());
      out.swap(next);
      if (out.size() > limit) return false;
    }
    std::sort(out.begin(), out.end());
    size_t kept = 0;
    for (NodeId v : out) {
      if (std::binary_search(all.begin(), all.end(), v)) out[kept++] = v;
    }
    out.resize(kept);
    return true;
  }

  // ------------------------------------------------------- backtracking
  void backtrack(size_t level) {
    if (level == active_.size()) {
      record();
      return;
    }
    const NodeId anchor = active_[level];
    const size_t trail_len = trail_.size(), refs_len = refs_.size();
    std::vector<NodeId> pruned;
    const std::vector<NodeId>& cands = pruned_candidates(level, pruned) ? pruned : cands_[level];
    for (NodeId c : cands) {
      if (match_nodes(anchor, c, true)) backtrack(level + 1);
      revert(trail_len, refs_len);
      if (found_.missing != kNoNode) return;
    }
  }

  void record() {
    // torch builds placeholder_nodes, then returning_nodes, from nodes_map.
    for (const auto* list : {&info_.placeholders, &info_.returning}) {
      for (NodeId pn : *list) {
        if (pmap_[pn] == kUnmapped) {
          found_.missing = pn;
          return;
        }
      }
    }
    for (NodeId pn : trail_) {
      found_.pattern_nodes.push_back(pn);
      const int32_t m = pmap_[pn];
      if (m >= 0) {
        found_.values.push_back(m);
      } else {
        found_.literal_refs.push_back(refs_[-2 - m]);
        found_.values.push_back(-static_cast<int32_t>(found_.literal_refs.size()));
      }
    }
    found_.offsets.push_back(static_cast<int64_t>(found_.pattern_nodes.size()));
  }

  // ------------------------------------------------------------ filters
  bool is_compute(NodeId pn) const {
    return p_.op[pn] != OpKind::Placeholder && p_.op[pn] != OpKind::Output;
  }

  // torch: _is_contained.
  bool contained(int64_t i, std::vector<uint32_t>& mark, uint32_t epoch) const {
    for (int64_t k = found_.offsets[i]; k < found_.offsets[i + 1]; ++k) {
      if (p_.op[found_.pattern_nodes[k]] != OpKind::Placeholder) mark[found_.values[k]] = epoch;
    }
    for (int64_t k = found_.offsets[i]; k < found_.offsets[i + 1]; ++k) {
      const NodeId pn = found_.pattern_nodes[k];
      if (p_.op[pn] == OpKind::Placeholder || returning_[pn]) continue;
      const NodeId gn = found_.values[k];
      for (const NodeId* u = g_.users.begin(gn); u != g_.users.end(gn); ++u) {
        if (*u < 0 || mark[*u] != epoch) return false;
      }
    }
    return true;
  }

  MatchResult filter() {
    const int64_t count = found_.size();
    returning_.assign(p_.num_nodes(), 0);
    for (NodeId pn : info_.returning) returning_[pn] = 1;

    std::vector<uint8_t> keep(count, 1);
    std::vector<uint32_t> mark(g_.num_nodes(), 0);
    for (int64_t i = 0; i < count; ++i) keep[i] = contained(i, mark, static_cast<uint32_t>(i + 1));

    // torch returns the containment-filtered list when it keeps overlapping
    // matches: its cycle filter (validate_partition) only feeds overlap removal.
    if (opt_.remove_overlapping_matches) {
      drop_cyclic(keep);
      drop_overlapping(keep);
    }
    return compact(keep);
  }

  // Fusing the match must not create a cycle (torch: validate_partition).
  void drop_cyclic(std::vector<uint8_t>& keep) {
    const int64_t count = found_.size();
    const bool ordered = g_.is_topologically_ordered();
    std::unique_ptr<ConvexityChecker> checker;
    if (ordered) checker = std::make_unique<ConvexityChecker>(g_);
    std::vector<uint8_t> in_set;
    std::vector<NodeId> members;
    for (int64_t i = 0; i < count; ++i) {
      if (!keep[i]) continue;
      members.clear();
      for (int64_t k = found_.offsets[i]; k < found_.offsets[i + 1]; ++k) {
        if (is_compute(found_.pattern_nodes[k])) members.push_back(found_.values[k]);
      }
      if (ordered) {
        keep[i] = checker->is_convex(members);
      } else {
        in_set.assign(g_.num_nodes(), 0);
        for (NodeId m : members) in_set[m] = 1;
        keep[i] = is_convex(g_.users, in_set);
      }
    }
  }

  // torch: _remove_overlapping_matches (first match wins).
  void drop_overlapping(std::vector<uint8_t>& keep) {
    const int64_t count = found_.size();
    std::vector<uint8_t> taken(g_.num_nodes(), 0);
    for (int64_t i = 0; i < count; ++i) {
      if (!keep[i]) continue;
      bool overlap = false;
      for (int64_t k = found_.offsets[i]; k < found_.offsets[i + 1] && !overlap; ++k) {
        overlap = is_compute(found_.pattern_nodes[k]) && taken[found_.values[k]];
      }
      keep[i] = !overlap;
      if (overlap) continue;
      for (int64_t k = found_.offsets[i]; k < found_.offsets[i + 1]; ++k) {
        if (is_compute(found_.pattern_nodes[k])) taken[found_.values[k]] = 1;
      }
    }
  }

  MatchResult compact(const std::vector<uint8_t>& keep) {
    const int64_t count = found_.size();
    MatchResult out;
    out.literal_refs = std::move(found_.literal_refs);
    for (int64_t i = 0; i < count; ++i) {
      if (!keep[i]) continue;
      for (int64_t k = found_.offsets[i]; k < found_.offsets[i + 1]; ++k) {
        out.pattern_nodes.push_back(found_.pattern_nodes[k]);
        out.values.push_back(found_.values[k]);
      }
      out.offsets.push_back(static_cast<int64_t>(out.pattern_nodes.size()));
    }
    return out;
  }

  const CompactGraph& p_;
  const CompactGraph& g_;
  const PatternInfo& info_;
  const MatchOptions& opt_;
  const MatchInput& in_;
  MatchHooks& hooks_;

  std::vector<int32_t> pmap_;    // pattern node -> binding
  std::vector<uint8_t> gbound_;  // graph node is some pattern node's image
  std::vector<NodeId> trail_;    // bound pattern nodes, in nodes_map insertion order
  std::vector<LitRef> refs_;     // literal bindings of the current match

  std::vector<NodeId> active_;  // anchors with candidates
  std::vector<std::vector<NodeId>> cands_;

  std::deque<std::vector<ArgToken>> p_extra_, g_extra_;  // normalised argument lists
  std::unordered_map<int64_t, int32_t> normalized_;

  std::vector<Prune> prune_;  // per active anchor
  std::vector<uint8_t> returning_;
  MatchResult found_;
};

}  // namespace

MatchResult match_subgraph(const MatchInput& in, MatchHooks& hooks) {
  return Run(in, hooks).run();
}

}  // namespace pyfxfast
