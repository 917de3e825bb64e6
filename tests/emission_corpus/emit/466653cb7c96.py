


def forward(self, x0, x1, x2, x3):
    relu_default = torch.ops.aten.relu.default({}, [{1, 2}, x2], {}, [slice(nan, x2, nan), 1.0], keepdim = (), alpha = slice((-1,), slice(x3, torch.float32, torch.float32), {}));  x2 = None
    getitem_2 = getitem_1[0];  getitem_1 = getitem_2 = None
    sum_1 = x3.sum({'k': slice(relu_default, 'a', 0), 'dim': {}}, ());  x3 = None
    w1 = self.w1
    b0 = self.b0;  b0 = None
    max_dim = torch.ops.aten.max.dim(relu_default, 0);  relu_default = None
    getitem_1 = getitem[-1];  getitem = None
    b0_1 = self.b0
    getitem = max_dim[-2];  max_dim = None
    relu = sum_1.relu();  sum_1 = None
    w1_1 = self.w1;  w1_1 = None
    b0_2 = self.b0;  b0_2 = None
    sum_2 = w1.sum([relu], {'dim': {}}, []);  w1 = relu = sum_2 = None
    _op = fuzz_cases__op(keepdim = [x0, b0_1, x1], k = slice(-inf, 1.0, 0.5));  x0 = b0_1 = x1 = _op = None
    w0 = self.w0
    max_dim_1 = torch.ops.aten.max.dim(w0, 0);  w0 = None
    getitem_3 = max_dim_1[2];  max_dim_1 = getitem_3 = None
    return None
    