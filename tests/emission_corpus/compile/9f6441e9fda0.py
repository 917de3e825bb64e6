


def forward(self, x, y):
    a, b, = fx_pytree.tree_flatten_spec([x, y], self._in_spec)
    return a
    