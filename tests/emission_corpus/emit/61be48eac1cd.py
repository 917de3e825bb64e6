


def forward(self, softmax, transpose_2, getitem, getitem_1, getitem_2, x : _torch_Tensor_):
    matmul = softmax @ transpose_2;  softmax = transpose_2 = None
    transpose = matmul.transpose(1, 2);  matmul = None
    reshape = transpose.reshape(getitem, getitem_1, getitem_2);  transpose = getitem = getitem_1 = getitem_2 = None
    proj = self.proj(reshape);  reshape = None
    add = x + proj;  x = proj = None
    ln1 = self.ln1(add);  add = None
    fc1 = self.fc1(ln1)
    gelu = torch._C._nn.gelu(fc1);  fc1 = None
    fc2 = self.fc2(gelu);  gelu = None
    add_1 = ln1 + fc2;  ln1 = fc2 = None
    ln2 = self.ln2(add_1);  add_1 = None
    return ln2
    