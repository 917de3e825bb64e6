


def forward(self, x : _torch_Tensor_):
    getattr_1 = x.shape
    getitem = getattr_1[0]
    getitem_1 = getattr_1[1]
    getitem_2 = getattr_1[2];  getattr_1 = None
    qkv = self.qkv(x);  x = None
    chunk = qkv.chunk(3, dim = -1);  qkv = None
    getitem_3 = chunk[0]
    getitem_4 = chunk[1]
    getitem_5 = chunk[2];  chunk = None
    floordiv = getitem_2 // 4
    view = getitem_3.view(getitem, getitem_1, 4, floordiv);  getitem_3 = floordiv = None
    transpose = view.transpose(1, 2);  view = None
    return (getitem_2, getitem_4, getitem, getitem_1, getitem_5, transpose)
    