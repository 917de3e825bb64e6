


def forward(self, x : _torch_Tensor_):
    getattr_1 = x.shape
    getitem = getattr_1[0]
    getitem_1 = getattr_1[1]
    getitem_2 = getattr_1[2];  getattr_1 = None
    qkv = self.qkv(x)
    chunk = qkv.chunk(3, dim = -1);  qkv = None
    getitem_3 = chunk[0]
    getitem_4 = chunk[1]
    getitem_5 = chunk[2];  chunk = None
    floordiv = getitem_2 // 4
    view = getitem_3.view(getitem, getitem_1, 4, floordiv);  getitem_3 = floordiv = None
    transpose = view.transpose(1, 2);  view = None
    floordiv_1 = getitem_2 // 4
    view_1 = getitem_4.view(getitem, getitem_1, 4, floordiv_1);  getitem_4 = floordiv_1 = None
    transpose_1 = view_1.transpose(1, 2);  view_1 = None
    floordiv_2 = getitem_2 // 4
    view_2 = getitem_5.view(getitem, getitem_1, 4, floordiv_2);  getitem_5 = floordiv_2 = None
    transpose_2 = view_2.transpose(1, 2);  view_2 = None
    transpose_3 = transpose_1.transpose(-2, -1);  transpose_1 = None
    matmul = transpose @ transpose_3;  transpose = transpose_3 = None
    floordiv_3 = getitem_2 // 4
    pow_1 = floordiv_3 ** -0.5;  floordiv_3 = None
    mul = matmul * pow_1;  matmul = pow_1 = None
    softmax = torch.softmax(mul, dim = -1);  mul = None
    matmul_1 = softmax @ transpose_2;  softmax = transpose_2 = None
    transpose_4 = matmul_1.transpose(1, 2);  matmul_1 = None
    reshape = transpose_4.reshape(getitem, getitem_1, getitem_2);  transpose_4 = getitem = getitem_1 = getitem_2 = None
    proj = self.proj(reshape);  reshape = None
    add = x + proj;  x = proj = None
    ln1 = self.ln1(add);  add = None
    fc1 = self.fc1(ln1)
    gelu = torch._C._nn.gelu(fc1);  fc1 = None
    fc2 = self.fc2(gelu);  gelu = None
    add_1 = ln1 + fc2;  ln1 = fc2 = None
    ln2 = self.ln2(add_1);  add_1 = None
    return ln2
    