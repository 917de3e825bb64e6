


def forward(self, x0, x1, x2, x3):
    add_tensor_4 = torch.ops.aten.add.Tensor(lin, lin, alpha = lin);  lin = add_tensor_4 = None
    add_tensor = torch.ops.aten.add.Tensor(slice(x3, {1, 2}, torch.float32), dim = ())
    add_tensor_1 = torch.ops.aten.add.Tensor(add_tensor, add_tensor, alpha = add_tensor)
    view = add_tensor.view([], {'dim': add_tensor_1, 'k': x2}, slice(slice(0.0, x0, torch.float32), [torch.int64], {'k': add_tensor_1}));  view = None
    lin = self.lin({'a': tensor(1.), 'k': -inf})
    w1 = self.w1;  w1 = None
    add_tensor_2 = torch.ops.aten.add.Tensor(add_tensor, add_tensor);  add_tensor = None
    add_tensor_3 = torch.ops.aten.add.Tensor(x2, x2, alpha = x2);  x2 = add_tensor_3 = None
    add = w0.add(([], [x0, 1180591620717411303424], -inf));  x0 = None
    getitem = add_tensor_1[0];  add_tensor_1 = None
    _op_2 = fuzz_cases__op([])
    sum_1 = add_tensor_2.sum()
    _op_1 = fuzz_cases__op(dim = {'k': x3});  x3 = _op_1 = None
    _op = fuzz_cases__op(dim = {'k': add});  add = None
    relu = _op.relu([inf, []], (slice(-inf, -1, inf),), slice(-inf, inf, torch.Tensor(size=[], dtype=float32)));  relu = None
    getitem_1 = w0[0];  w0 = getitem_1 = None
    w0 = self.w0
    sub_0 = getattr(self.sub, "0")(slice(nan, (getitem, nan), (_op, 1180591620717411303424, torch.Tensor(size=[], dtype=float32))));  getitem = _op = None
    relu_1 = sub_0.relu({'k': slice(torch.int64, 0.5, sum_1), 'a': {'a': tensor(1.), 'k': -inf}}, slice(Ellipsis, add_tensor_2, 1180591620717411303424), []);  sub_0 = sum_1 = add_tensor_2 = relu_1 = None
    return (_op_2,)
    