


def forward(self, x):
    x, = fx_pytree.tree_flatten_spec(([x], {}), self._in_spec)
    lin_weight = self.lin.weight
    lin_bias = self.lin.bias
    scale = self.scale
    _guards_fn = self._guards_fn(x);  _guards_fn = None
    linear = torch.ops.aten.linear.default(x, lin_weight, lin_bias);  x = lin_weight = lin_bias = None
    mul = torch.ops.aten.mul.Tensor(linear, scale);  linear = scale = None
    chunk = torch.ops.aten.chunk.default(mul, 2, -1)
    getitem = chunk[0]
    getitem_1 = chunk[1];  chunk = None
    relu = torch.ops.aten.relu.default(getitem);  getitem = None
    sum_1 = torch.ops.aten.sum.dim_IntList(getitem_1, [-1], True);  getitem_1 = None
    add = torch.ops.aten.add.Tensor(relu, sum_1);  relu = sum_1 = None
    slice_1 = torch.ops.aten.slice.Tensor(mul, 1, 0, 2);  mul = None
    return pytree.tree_unflatten((add, slice_1, 3), self._out_spec)
    