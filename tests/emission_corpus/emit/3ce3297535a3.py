


def forward(self, x0, x1, x2):
    getitem = max_dim[0];  max_dim = None
    getitem_1 = getitem[0];  getitem = None
    getitem_2 = getitem_1[-2];  getitem_1 = None
    max_dim_1 = torch.ops.aten.max.dim(getitem_2, 0);  getitem_2 = None
    getitem_5 = max_dim_2[1];  max_dim_2 = None
    max_dim = torch.ops.aten.max.dim(x1, 0)
    getitem_4 = getitem_3[-1];  getitem_3 = getitem_4 = None
    add_tensor = torch.ops.aten.add.Tensor(x1, x1);  x1 = add_tensor = None
    add_tensor_1 = torch.ops.aten.add.Tensor(x0, x0);  x0 = None
    add = False + {};  add = None
    view = getitem_7.view((1.0,), slice('a', add_tensor_1, -inf), (inf, 2, 'mean'));  getitem_7 = None
    w1 = self.w1;  w1 = None
    max_dim_2 = torch.ops.aten.max.dim(add_tensor_1, 0)
    getitem_6 = getitem_5[-2];  getitem_5 = None
    getitem_7 = getitem_6[0];  getitem_6 = None
    add_1 = add_tensor_1.add();  add_tensor_1 = add_1 = None
    getitem_3 = max_dim_1[2];  max_dim_1 = None
    relu = view.relu(slice(torch.Tensor(size=[2], dtype=float32), 0, inf), 0);  view = relu = None
    return ()
    