


def forward(self, x0):
    max_dim = torch.ops.aten.max.dim(x0, 0)
    getitem = max_dim[1];  max_dim = None
    add_tensor = torch.ops.aten.add.Tensor(x0, x0, alpha = x0);  add_tensor = None
    add_tensor_1 = torch.ops.aten.add.Tensor(getitem, getitem)
    max_dim_1 = torch.ops.aten.max.dim(getitem, 0)
    getitem_1 = max_dim_1[-2];  max_dim_1 = getitem_1 = None
    sum_1 = getitem.sum();  getitem = None
    probe = self.probe(False);  probe = None
    w1 = self.w1
    b0 = self.b0;  b0 = None
    max_dim_2 = torch.ops.aten.max.dim(sum_1, 0)
    getitem_2 = max_dim_2[0];  max_dim_2 = None
    getitem_3 = getitem_2[-1];  getitem_2 = None
    probe_1 = self.probe([-1, {1, 2}, None]);  probe_1 = None
    view = getitem_3.view(slice({}, sum_1, {1, 2}), ([getitem_3], (-1, {1, 2}, None)), slice({}, slice('a', w1, 1.0), {'dim': ()}));  getitem_3 = w1 = view = None
    probe_2 = self.probe({'a': sum_1})
    sub_0 = getattr(self.sub, "0")(torch.Tensor(size=[], dtype=float32))
    max_dim_3 = torch.ops.aten.max.dim(probe_2, 0);  probe_2 = None
    getitem_4 = max_dim_3[1];  max_dim_3 = None
    _op = fuzz_cases__op((torch.Tensor(size=[], dtype=float32), 'mean', -1), x0);  x0 = None
    add_tensor_2 = torch.ops.aten.add.Tensor(sum_1, sum_1);  sum_1 = add_tensor_2 = None
    w1_1 = self.w1;  w1_1 = None
    add = _op.add();  _op = add = None
    act = self.act(([getitem_4], ()));  getitem_4 = act = None
    sub_1 = getattr(self.sub, "0")('a');  sub_1 = None
    add_1 = True + {};  add_1 = None
    add_tensor_3 = torch.ops.aten.add.Tensor(add_tensor_1, add_tensor_1);  add_tensor_1 = add_tensor_3 = None
    add_tensor_4 = torch.ops.aten.add.Tensor(sub_0, sub_0);  sub_0 = add_tensor_4 = None
    return ()
    