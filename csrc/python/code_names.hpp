// The str objects a code object names (co_names, co_varnames, co_name), made once and kept from
// one emission to the next. The code constructor interns every name it is given; a generated
// forward has tens of thousands of locals, and in a process with a large interned-string table
// (torch's) making and interning them was most of what a code object cost beyond its bytecode.
// Recompiling a graph mostly names what its last forward named: those names are found here,
// already interned, and handed to the constructor as they are.
//
// The cache is the names of the last emission that met a name it did not hold: an immutable
// snapshot (a flat table of interned strs, strong references) behind a shared_ptr. A std::mutex
// guards only the pointer (no Python call, no Python allocation while it is held), so emissions
// in any number of threads read it at once (docs/reliability.md, free-threaded Python). A name is
// looked up by its UTF-8 bytes only: the cache never decides what a name means, only which
// equal str object stands for it (the one compile() would give too, interned).
#pragma once

#include <pybind11/pybind11.h>

#include <cstddef>
#include <memory>
#include <string_view>
#include <vector>

namespace pyfxfast::py {

namespace pb = pybind11;

class CodeNames {
 public:
  CodeNames();  // the cache as it is now
  ~CodeNames();
  CodeNames(const CodeNames&) = delete;
  CodeNames& operator=(const CodeNames&) = delete;

  // The interned str of `name`, as a new reference (the cache's, or a new one); raises on failure.
  PyObject* get(std::string_view name);
  // A tuple of the interned strs of `names`, in order.
  pb::tuple tuple(const std::vector<std::string_view>& names);
  pb::str str(std::string_view name) { return pb::reinterpret_steal<pb::str>(get(name)); }

  // Makes the names handed out by this emission the cache, where some were not in it. Call while
  // what they went into is alive (the strs are held through it until the new cache holds them).
  void publish();

  struct Snapshot;

 private:
  PyObject* hit(PyObject* found);         // the cache's str, a new reference
  PyObject* miss(std::string_view name);  // a new interned str

  std::shared_ptr<const Snapshot> cached_;
  std::vector<PyObject*> used_;  // borrowed: held by the tuples and code objects being made
  size_t misses_ = 0;
};

// The number of names in the cache, and emptying it (tests; a process that wants the memory back).
size_t code_names_cached();
void clear_code_names();

}  // namespace pyfxfast::py
