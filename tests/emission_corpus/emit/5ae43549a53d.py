


def forward(self, x0):
    max_dim = torch.ops.aten.max.dim(x0, 0)
    getitem = max_dim[1];  max_dim = None
    add_tensor = torch.ops.aten.add.Tensor(x0, x0, alpha = x0);  x0 = add_tensor = None
    add_tensor_1 = torch.ops.aten.add.Tensor(getitem, getitem);  add_tensor_1 = None
    max_dim_1 = torch.ops.aten.max.dim(getitem, 0)
    getitem_1 = max_dim_1[-2];  max_dim_1 = None
    sum_1 = getitem.sum();  getitem = None
    probe = self.probe(False);  probe = None
    w1 = self.w1
    b0 = self.b0;  b0 = None
    max_dim_2 = torch.ops.aten.max.dim(sum_1, 0)
    getitem_2 = max_dim_2[0];  max_dim_2 = None
    getitem_3 = getitem_2[-1];  getitem_2 = None
    probe_1 = self.probe([-1, {1, 2}, None]);  probe_1 = None
    view = getitem_3.view(slice({}, sum_1, {1, 2}), ([getitem_3], (-1, {1, 2}, None)), slice({}, slice('a', w1, 1.0), {'dim': ()}));  getitem_3 = w1 = view = None
    probe_2 = self.probe({'a': sum_1});  sum_1 = None
    sub_0 = getattr(self.sub, "0")(slice(0, 0, ()));  sub_0 = None
    _op = fuzz_cases__op((torch.Tensor(size=[], dtype=float32), 'mean', -1), probe_2);  probe_2 = None
    add_tensor_2 = torch.ops.aten.add.Tensor(getitem_1, getitem_1);  getitem_1 = add_tensor_2 = None
    w1_1 = self.w1
    add = _op.add();  _op = add = None
    act = self.act(([],));  act = None
    return (w1_1,)
    