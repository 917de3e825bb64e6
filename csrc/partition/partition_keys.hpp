// Sets of partition keys stored as runs, for the merge replays whose sets
// (torch's partition_map values, the partitions downstream of a node) would
// cost O(partitions) each as dense bitsets.
//
// Keys are handed out in the order partitions are first put into a set that
// belongs to another node or partition (see KeyBook). On graphs that are
// chains of regions, the partitions downstream of a node are then nearly
// always one run of consecutive keys, whatever their number.
#pragma once

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "graph/small_vec.hpp"

namespace pyfxfast {

// Keys that no set is asked about any more (dead ones), skipped in O(1)
// amortized: union-find over the next key to look at.
class KeyGaps {
 public:
  void add() { skip_.push_back(static_cast<int32_t>(skip_.size())); }
  void drop(int32_t k) { skip_[k] = k + 1; }
  // The smallest key >= k still asked about (the number of keys if none).
  int32_t next_live(int32_t k) const {
    const int32_t end = static_cast<int32_t>(skip_.size());
    int32_t root = k;
    while (root < end && skip_[root] != root) root = skip_[root];
    while (k < end && skip_[k] != k) {  // path compression
      const int32_t next = skip_[k];
      skip_[k] = root;
      k = next;
    }
    return root;
  }

 private:
  mutable std::vector<int32_t> skip_;  // by key: itself if asked about, else a larger key to look at
};

// Keys by partition id, given on first use. A key dies with its partition:
// nobody asks whether a set holds a dead key, so runs may cover dead keys
// (pass dead() to the KeyRuns operations).
class KeyBook {
 public:
  static constexpr int32_t kNoKey = -1;
  void add_partition() { key_of_.push_back(kNoKey); }
  int32_t key(int32_t id) const { return key_of_[id]; }
  int32_t id_of(int32_t k) const { return id_of_key_[k]; }
  int32_t num_keys() const { return static_cast<int32_t>(id_of_key_.size()); }
  int32_t key_for(int32_t id) {
    if (key_of_[id] == kNoKey) {
      key_of_[id] = static_cast<int32_t>(id_of_key_.size());
      id_of_key_.push_back(id);
      dead_.add();
    }
    return key_of_[id];
  }
  void kill(int32_t id) {
    if (key_of_[id] != kNoKey) dead_.drop(key_of_[id]);
  }
  const KeyGaps& dead() const { return dead_; }

 private:
  std::vector<int32_t> key_of_;
  std::vector<int32_t> id_of_key_;
  KeyGaps dead_;
};

// A set of keys: sorted, disjoint runs [lo, hi) that never touch.
class KeyRuns {
 public:
  bool empty() const { return runs_.empty(); }
  size_t num_runs() const { return runs_.size(); }
  bool operator==(const KeyRuns& other) const { return runs_ == other.runs_; }
  int32_t lowest() const { return runs_.front().lo; }    // not empty
  int32_t highest() const { return runs_.back().hi - 1; }  // not empty
  void clear() { runs_.release(); }

  // Whether some key in [lo, hi) is in the set.
  bool meets(int64_t lo, int64_t hi) const {
    // The first run ending after lo.
    auto it = std::upper_bound(runs_.begin(), runs_.end(), lo, [](int64_t x, const Run& r) { return x < r.hi; });
    return it != runs_.end() && it->lo < hi;
  }

  bool contains(int32_t k) const { return meets(k, int64_t{k} + 1); }

  // Inserts k, then joins every pair of runs with only dead keys between.
  void insert(int32_t k, const KeyGaps& gaps) {
    if (insert_local(k, gaps)) coalesce(gaps);
  }

  // Inserts k, joining only its neighbours: O(log runs) plus a move, where
  // insert() is O(runs). Returns false where k was in already or extended
  // the last run (nothing for coalesce() to do).
  bool insert_local(int32_t k, const KeyGaps& gaps) {
    if (!runs_.empty() && gaps.next_live(runs_.back().hi) >= k && runs_.back().lo <= k) {
      runs_.back().hi = std::max(runs_.back().hi, k + 1);  // the common case: the newest key
      return false;
    }
    auto it = std::upper_bound(runs_.begin(), runs_.end(), k, [](int32_t x, const Run& r) { return x < r.hi; });
    if (it != runs_.end() && it->lo <= k) return false;
    // Only dead keys between k and a neighbour: k joins it.
    const bool joins_prev = it != runs_.begin() && gaps.next_live(std::prev(it)->hi) >= k;
    const bool joins_next = it != runs_.end() && gaps.next_live(k + 1) >= it->lo;
    if (joins_prev && joins_next) {
      std::prev(it)->hi = it->hi;
      runs_.erase(it);
    } else if (joins_prev) {
      std::prev(it)->hi = k + 1;
    } else if (joins_next) {
      it->lo = k;
    } else {
      runs_.insert(it, Run{k, k + 1});
    }
    return true;
  }

  void erase(int32_t k) {
    auto it = std::upper_bound(runs_.begin(), runs_.end(), k, [](int32_t x, const Run& r) { return x < r.hi; });
    if (it == runs_.end() || it->lo > k) return;
    if (it->lo == k) {
      if (++it->lo == it->hi) runs_.erase(it);
    } else if (it->hi == k + 1) {
      it->hi = k;
    } else {
      const Run tail{k + 1, it->hi};
      it->hi = k;
      runs_.insert(std::next(it), tail);
    }
  }

  // this |= other.
  void insert_all(const KeyRuns& other, const KeyGaps& gaps) {
    if (other.runs_.empty() || this == &other) return;
    if (runs_.empty()) {
      runs_ = other.runs_;
      return;
    }
    // Already covered by one run: the usual case on chains.
    if (other.runs_.size() == 1 && runs_.size() == 1 && runs_[0].lo <= other.runs_[0].lo &&
        other.runs_[0].hi <= runs_[0].hi) {
      return;
    }
    Runs out;
    out.reserve(runs_.size() + other.runs_.size());
    size_t i = 0, j = 0;
    while (i < runs_.size() || j < other.runs_.size()) {
      const Run next = (j == other.runs_.size() || (i < runs_.size() && runs_[i].lo <= other.runs_[j].lo))
                           ? runs_[i++]
                           : other.runs_[j++];
      if (!out.empty() && (next.lo <= out.back().hi || next.lo <= gaps.next_live(out.back().hi))) {
        out.back().hi = std::max(out.back().hi, next.hi);
      } else {
        out.push_back(next);
      }
    }
    runs_ = std::move(out);
  }

  // f(k) for each live key k < end not in the set, in key order.
  template <class F>
  void for_each_live_outside(int32_t end, const KeyGaps& gaps, F&& f) const {
    int32_t k = 0;
    for (size_t i = 0; i <= runs_.size(); ++i) {
      const int32_t stop = i < runs_.size() ? std::min(runs_[i].lo, end) : end;
      for (k = gaps.next_live(k); k < stop; k = gaps.next_live(k + 1)) f(k);
      if (i < runs_.size()) k = std::max(k, runs_[i].hi);
      if (k >= end) return;
    }
  }

  // Joins neighbouring runs with only dead keys between them.
  void coalesce(const KeyGaps& gaps) {
    size_t w = 0;
    for (size_t i = 1; i < runs_.size(); ++i) {
      if (runs_[i].lo <= gaps.next_live(runs_[w].hi)) {
        runs_[w].hi = std::max(runs_[w].hi, runs_[i].hi);
      } else {
        runs_[++w] = runs_[i];
      }
    }
    if (!runs_.empty()) runs_.shrink_to(static_cast<uint32_t>(w + 1));
  }

 private:
  struct Run {
    int32_t lo, hi;  // [lo, hi)
    bool operator==(const Run& o) const { return lo == o.lo && hi == o.hi; }
  };
  // Sorted, disjoint, not touching. Two inline: on chains nearly every set is one run.
  using Runs = SmallVec<Run, 2>;
  Runs runs_;
};

// A time per slot (a key, a partition order), as a max segment tree:
// finding the slots in a range whose time is after some time costs
// O((hits + 1) log slots), however long ago that was.
class SlotTimes {
 public:
  explicit SlotTimes(int64_t max_slots) {
    while (size_ < max_slots) size_ *= 2;
    tree_.assign(2 * static_cast<size_t>(size_), 0);
  }
  void set(int32_t k, int64_t t) {
    size_t i = static_cast<size_t>(size_) + static_cast<size_t>(k);
    const int64_t old = tree_[i];
    tree_[i] = t;
    // Stop where the maxima above stay as they were: the climb is a chain of
    // cache misses, and most updates change only the lowest levels.
    if (t >= tree_[1]) {
      // A new latest time (the usual case: times are clocks): every maximum
      // above becomes t, written without reading them.
      for (i /= 2; i >= 1; i /= 2) tree_[i] = t;
      return;
    }
    if (t >= old) {
      for (i /= 2; i >= 1 && tree_[i] < t; i /= 2) tree_[i] = t;
      return;
    }
    for (i /= 2; i >= 1; i /= 2) {
      const int64_t m = std::max(tree_[2 * i], tree_[2 * i + 1]);
      if (tree_[i] == m) return;
      tree_[i] = m;
    }
  }
  // f(k) for each slot k in [lo, hi) whose time is > after, in slot order.
  template <class F>
  void for_each_after(int32_t lo, int32_t hi, int64_t after, F&& f) const {
    visit(1, 0, size_, after, [&](int64_t from, int64_t to) { return from < hi && lo < to; }, f);
  }
  // The same for the slots in `keys`. The search skips subtrees that meet
  // no run as well as those with no later time, so slots changed in the
  // gaps of a scattered set cost nothing.
  template <class F>
  void for_each_after(const KeyRuns& keys, int64_t after, F&& f) const {
    if (keys.empty()) return;
    if (keys.num_runs() <= kFewRuns) {
      // Few gaps to skip: searching the span and filtering is cheaper.
      for_each_after(keys.lowest(), keys.highest() + 1, after, [&](int32_t k) {
        if (keys.contains(k)) f(k);
      });
      return;
    }
    visit(1, 0, size_, after, [&](int64_t from, int64_t to) { return keys.meets(from, to); }, f);
  }

 private:
  static constexpr size_t kFewRuns = 4;
  template <class Meets, class F>
  void visit(size_t node, int64_t from, int64_t to, int64_t after, const Meets& meets, F& f) const {
    if (tree_[node] <= after || !meets(from, to)) return;
    if (to - from == 1) {
      f(static_cast<int32_t>(from));
      return;
    }
    const int64_t mid = (from + to) / 2;
    visit(2 * node, from, mid, after, meets, f);
    visit(2 * node + 1, mid, to, after, meets, f);
  }

  int64_t size_ = 1;
  std::vector<int64_t> tree_;
};

}  // namespace pyfxfast
