


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
    getattr_2 = ln2.shape
    getitem_6 = getattr_2[0]
    getitem_7 = getattr_2[1]
    getitem_8 = getattr_2[2];  getattr_2 = None
    qkv_1 = self.qkv(ln2)
    chunk_1 = qkv_1.chunk(3, dim = -1);  qkv_1 = None
    getitem_9 = chunk_1[0]
    getitem_10 = chunk_1[1]
    getitem_11 = chunk_1[2];  chunk_1 = None
    floordiv_4 = getitem_8 // 4
    view_3 = getitem_9.view(getitem_6, getitem_7, 4, floordiv_4);  getitem_9 = floordiv_4 = None
    transpose_5 = view_3.transpose(1, 2);  view_3 = None
    floordiv_5 = getitem_8 // 4
    view_4 = getitem_10.view(getitem_6, getitem_7, 4, floordiv_5);  getitem_10 = floordiv_5 = None
    transpose_6 = view_4.transpose(1, 2);  view_4 = None
    floordiv_6 = getitem_8 // 4
    view_5 = getitem_11.view(getitem_6, getitem_7, 4, floordiv_6);  getitem_11 = floordiv_6 = None
    transpose_7 = view_5.transpose(1, 2);  view_5 = None
    transpose_8 = transpose_6.transpose(-2, -1);  transpose_6 = None
    matmul_2 = transpose_5 @ transpose_8;  transpose_5 = transpose_8 = None
    floordiv_7 = getitem_8 // 4
    pow_2 = floordiv_7 ** -0.5;  floordiv_7 = None
    mul_1 = matmul_2 * pow_2;  matmul_2 = pow_2 = None
    softmax_1 = torch.softmax(mul_1, dim = -1);  mul_1 = None
    matmul_3 = softmax_1 @ transpose_7;  softmax_1 = transpose_7 = None
    transpose_9 = matmul_3.transpose(1, 2);  matmul_3 = None
    reshape_1 = transpose_9.reshape(getitem_6, getitem_7, getitem_8);  transpose_9 = getitem_6 = getitem_7 = getitem_8 = None
    proj_1 = self.proj(reshape_1);  reshape_1 = None
    add_2 = ln2 + proj_1;  ln2 = proj_1 = None
    ln1_1 = self.ln1(add_2);  add_2 = None
    fc1_1 = self.fc1(ln1_1)
    gelu_1 = torch._C._nn.gelu(fc1_1);  fc1_1 = None
    fc2_1 = self.fc2(gelu_1);  gelu_1 = None
    add_3 = ln1_1 + fc2_1;  ln1_1 = fc2_1 = None
    ln2_1 = self.ln2(add_3);  add_3 = None
    getattr_3 = ln2_1.shape
    getitem_12 = getattr_3[0]
    getitem_13 = getattr_3[1]
    getitem_14 = getattr_3[2];  getattr_3 = None
    qkv_2 = self.qkv(ln2_1)
    chunk_2 = qkv_2.chunk(3, dim = -1);  qkv_2 = None
    getitem_15 = chunk_2[0]
    getitem_16 = chunk_2[1]
    getitem_17 = chunk_2[2];  chunk_2 = None
    floordiv_8 = getitem_14 // 4
    view_6 = getitem_15.view(getitem_12, getitem_13, 4, floordiv_8);  getitem_15 = floordiv_8 = None
    transpose_10 = view_6.transpose(1, 2);  view_6 = None
    floordiv_9 = getitem_14 // 4
    view_7 = getitem_16.view(getitem_12, getitem_13, 4, floordiv_9);  getitem_16 = floordiv_9 = None
    transpose_11 = view_7.transpose(1, 2);  view_7 = None
    floordiv_10 = getitem_14 // 4
    view_8 = getitem_17.view(getitem_12, getitem_13, 4, floordiv_10);  getitem_17 = floordiv_10 = None
    transpose_12 = view_8.transpose(1, 2);  view_8 = None
    transpose_13 = transpose_11.transpose(-2, -1);  transpose_11 = None
    matmul_4 = transpose_10 @ transpose_13;  transpose_10 = transpose_13 = None
    floordiv_11 = getitem_14 // 4
    pow_3 = floordiv_11 ** -0.5;  floordiv_11 = None
    mul_2 = matmul_4 * pow_3;  matmul_4 = pow_3 = None
    softmax_2 = torch.softmax(mul_2, dim = -1);  mul_2 = None
    matmul_5 = softmax_2 @ transpose_12;  softmax_2 = transpose_12 = None
    transpose_14 = matmul_5.transpose(1, 2);  matmul_5 = None
    reshape_2 = transpose_14.reshape(getitem_12, getitem_13, getitem_14);  transpose_14 = getitem_12 = getitem_13 = getitem_14 = None
    proj_2 = self.proj(reshape_2);  reshape_2 = None
    add_4 = ln2_1 + proj_2;  ln2_1 = proj_2 = None
    ln1_2 = self.ln1(add_4);  add_4 = None
    fc1_2 = self.fc1(ln1_2)
    gelu_2 = torch._C._nn.gelu(fc1_2);  fc1_2 = None
    fc2_2 = self.fc2(gelu_2);  gelu_2 = None
    add_5 = ln1_2 + fc2_2;  ln1_2 = fc2_2 = None
    ln2_2 = self.ln2(add_5);  add_5 = None
    getattr_4 = ln2_2.shape
    getitem_18 = getattr_4[0]
    getitem_19 = getattr_4[1]
    getitem_20 = getattr_4[2];  getattr_4 = None
    qkv_3 = self.qkv(ln2_2)
    chunk_3 = qkv_3.chunk(3, dim = -1);  qkv_3 = None
    getitem_21 = chunk_3[0]
    getitem_22 = chunk_3[1]
    getitem_23 = chunk_3[2];  chunk_3 = None
    floordiv_12 = getitem_20 // 4
    view_9 = getitem_21.view(getitem_18, getitem_19, 4, floordiv_12);  getitem_21 = floordiv_12 = None
    transpose_15 = view_9.transpose(1, 2);  view_9 = None
    floordiv_13 = getitem_20 // 4
    view_10 = getitem_22.view(getitem_18, getitem_19, 4, floordiv_13);  getitem_22 = floordiv_13 = None
    transpose_16 = view_10.transpose(1, 2);  view_10 = None
    floordiv_14 = getitem_20 // 4
    view_11 = getitem_23.view(getitem_18, getitem_19, 4, floordiv_14);  getitem_23 = floordiv_14 = None
    transpose_17 = view_11.transpose(1, 2);  view_11 = None
    transpose_18 = transpose_16.transpose(-2, -1);  transpose_16 = None
    matmul_6 = transpose_15 @ transpose_18;  transpose_15 = transpose_18 = None
    floordiv_15 = getitem_20 // 4
    pow_4 = floordiv_15 ** -0.5;  floordiv_15 = None
    mul_3 = matmul_6 * pow_4;  matmul_6 = pow_4 = None
    softmax_3 = torch.softmax(mul_3, dim = -1);  mul_3 = None
    matmul_7 = softmax_3 @ transpose_17;  softmax_3 = transpose_17 = None
    transpose_19 = matmul_7.transpose(1, 2);  matmul_7 = None
    reshape_3 = transpose_19.reshape(getitem_18, getitem_19, getitem_20);  transpose_19 = getitem_18 = getitem_19 = getitem_20 = None
    proj_3 = self.proj(reshape_3);  reshape_3 = None
    add_6 = ln2_2 + proj_3;  ln2_2 = proj_3 = None
    ln1_3 = self.ln1(add_6);  add_6 = None
    fc1_3 = self.fc1(ln1_3)
    gelu_3 = torch._C._nn.gelu(fc1_3);  fc1_3 = None
    fc2_3 = self.fc2(gelu_3);  gelu_3 = None
    add_7 = ln1_3 + fc2_3;  ln1_3 = fc2_3 = None
    ln2_3 = self.ln2(add_7);  add_7 = None
    getattr_5 = ln2_3.shape
    getitem_24 = getattr_5[0]
    getitem_25 = getattr_5[1]
    getitem_26 = getattr_5[2];  getattr_5 = None
    qkv_4 = self.qkv(ln2_3)
    chunk_4 = qkv_4.chunk(3, dim = -1);  qkv_4 = None
    getitem_27 = chunk_4[0]
    getitem_28 = chunk_4[1]
    getitem_29 = chunk_4[2];  chunk_4 = None
    floordiv_16 = getitem_26 // 4
    view_12 = getitem_27.view(getitem_24, getitem_25, 4, floordiv_16);  getitem_27 = floordiv_16 = None
    transpose_20 = view_12.transpose(1, 2);  view_12 = None
    floordiv_17 = getitem_26 // 4
    view_13 = getitem_28.view(getitem_24, getitem_25, 4, floordiv_17);  getitem_28 = floordiv_17 = None
    transpose_21 = view_13.transpose(1, 2);  view_13 = None
    floordiv_18 = getitem_26 // 4
    view_14 = getitem_29.view(getitem_24, getitem_25, 4, floordiv_18);  getitem_29 = floordiv_18 = None
    transpose_22 = view_14.transpose(1, 2);  view_14 = None
    transpose_23 = transpose_21.transpose(-2, -1);  transpose_21 = None
    matmul_8 = transpose_20 @ transpose_23;  transpose_20 = transpose_23 = None
    floordiv_19 = getitem_26 // 4
    pow_5 = floordiv_19 ** -0.5;  floordiv_19 = None
    mul_4 = matmul_8 * pow_5;  matmul_8 = pow_5 = None
    softmax_4 = torch.softmax(mul_4, dim = -1);  mul_4 = None
    matmul_9 = softmax_4 @ transpose_22;  softmax_4 = transpose_22 = None
    transpose_24 = matmul_9.transpose(1, 2);  matmul_9 = None
    reshape_4 = transpose_24.reshape(getitem_24, getitem_25, getitem_26);  transpose_24 = getitem_24 = getitem_25 = getitem_26 = None
    proj_4 = self.proj(reshape_4);  reshape_4 = None
    add_8 = ln2_3 + proj_4;  ln2_3 = proj_4 = None
    ln1_4 = self.ln1(add_8);  add_8 = None
    fc1_4 = self.fc1(ln1_4)
    gelu_4 = torch._C._nn.gelu(fc1_4);  fc1_4 = None
    fc2_4 = self.fc2(gelu_4);  gelu_4 = None
    add_9 = ln1_4 + fc2_4;  ln1_4 = fc2_4 = None
    ln2_4 = self.ln2(add_9);  add_9 = None
    getattr_6 = ln2_4.shape
    getitem_30 = getattr_6[0]
    getitem_31 = getattr_6[1]
    getitem_32 = getattr_6[2];  getattr_6 = None
    qkv_5 = self.qkv(ln2_4)
    chunk_5 = qkv_5.chunk(3, dim = -1);  qkv_5 = None
    getitem_33 = chunk_5[0]
    getitem_34 = chunk_5[1]
    getitem_35 = chunk_5[2];  chunk_5 = None
    floordiv_20 = getitem_32 // 4
    view_15 = getitem_33.view(getitem_30, getitem_31, 4, floordiv_20);  getitem_33 = floordiv_20 = None
    transpose_25 = view_15.transpose(1, 2);  view_15 = None
    floordiv_21 = getitem_32 // 4
    view_16 = getitem_34.view(getitem_30, getitem_31, 4, floordiv_21);  getitem_34 = floordiv_21 = None
    transpose_26 = view_16.transpose(1, 2);  view_16 = None
    floordiv_22 = getitem_32 // 4
    view_17 = getitem_35.view(getitem_30, getitem_31, 4, floordiv_22);  getitem_35 = floordiv_22 = None
    transpose_27 = view_17.transpose(1, 2);  view_17 = None
    transpose_28 = transpose_26.transpose(-2, -1);  transpose_26 = None
    matmul_10 = transpose_25 @ transpose_28;  transpose_25 = transpose_28 = None
    floordiv_23 = getitem_32 // 4
    pow_6 = floordiv_23 ** -0.5;  floordiv_23 = None
    mul_5 = matmul_10 * pow_6;  matmul_10 = pow_6 = None
    softmax_5 = torch.softmax(mul_5, dim = -1);  mul_5 = None
    matmul_11 = softmax_5 @ transpose_27;  softmax_5 = transpose_27 = None
    transpose_29 = matmul_11.transpose(1, 2);  matmul_11 = None
    reshape_5 = transpose_29.reshape(getitem_30, getitem_31, getitem_32);  transpose_29 = getitem_30 = getitem_31 = getitem_32 = None
    proj_5 = self.proj(reshape_5);  reshape_5 = None
    add_10 = ln2_4 + proj_5;  ln2_4 = proj_5 = None
    ln1_5 = self.ln1(add_10);  add_10 = None
    fc1_5 = self.fc1(ln1_5)
    gelu_5 = torch._C._nn.gelu(fc1_5);  fc1_5 = None
    fc2_5 = self.fc2(gelu_5);  gelu_5 = None
    add_11 = ln1_5 + fc2_5;  ln1_5 = fc2_5 = None
    ln2_5 = self.ln2(add_11);  add_11 = None
    getattr_7 = ln2_5.shape
    getitem_36 = getattr_7[0]
    getitem_37 = getattr_7[1]
    getitem_38 = getattr_7[2];  getattr_7 = None
    qkv_6 = self.qkv(ln2_5)
    chunk_6 = qkv_6.chunk(3, dim = -1);  qkv_6 = None
    getitem_39 = chunk_6[0]
    getitem_40 = chunk_6[1]
    getitem_41 = chunk_6[2];  chunk_6 = None
    floordiv_24 = getitem_38 // 4
    view_18 = getitem_39.view(getitem_36, getitem_37, 4, floordiv_24);  getitem_39 = floordiv_24 = None
    transpose_30 = view_18.transpose(1, 2);  view_18 = None
    floordiv_25 = getitem_38 // 4
    view_19 = getitem_40.view(getitem_36, getitem_37, 4, floordiv_25);  getitem_40 = floordiv_25 = None
    transpose_31 = view_19.transpose(1, 2);  view_19 = None
    floordiv_26 = getitem_38 // 4
    view_20 = getitem_41.view(getitem_36, getitem_37, 4, floordiv_26);  getitem_41 = floordiv_26 = None
    transpose_32 = view_20.transpose(1, 2);  view_20 = None
    transpose_33 = transpose_31.transpose(-2, -1);  transpose_31 = None
    matmul_12 = transpose_30 @ transpose_33;  transpose_30 = transpose_33 = None
    floordiv_27 = getitem_38 // 4
    pow_7 = floordiv_27 ** -0.5;  floordiv_27 = None
    mul_6 = matmul_12 * pow_7;  matmul_12 = pow_7 = None
    softmax_6 = torch.softmax(mul_6, dim = -1);  mul_6 = None
    matmul_13 = softmax_6 @ transpose_32;  softmax_6 = transpose_32 = None
    transpose_34 = matmul_13.transpose(1, 2);  matmul_13 = None
    reshape_6 = transpose_34.reshape(getitem_36, getitem_37, getitem_38);  transpose_34 = getitem_36 = getitem_37 = getitem_38 = None
    proj_6 = self.proj(reshape_6);  reshape_6 = None
    add_12 = ln2_5 + proj_6;  ln2_5 = proj_6 = None
    ln1_6 = self.ln1(add_12);  add_12 = None
    fc1_6 = self.fc1(ln1_6)
    gelu_6 = torch._C._nn.gelu(fc1_6);  fc1_6 = None
    fc2_6 = self.fc2(gelu_6);  gelu_6 = None
    add_13 = ln1_6 + fc2_6;  ln1_6 = fc2_6 = None
    ln2_6 = self.ln2(add_13);  add_13 = None
    getattr_8 = ln2_6.shape
    getitem_42 = getattr_8[0]
    getitem_43 = getattr_8[1]
    getitem_44 = getattr_8[2];  getattr_8 = None
    qkv_7 = self.qkv(ln2_6)
    chunk_7 = qkv_7.chunk(3, dim = -1);  qkv_7 = None
    getitem_45 = chunk_7[0]
    getitem_46 = chunk_7[1]
    getitem_47 = chunk_7[2];  chunk_7 = None
    floordiv_28 = getitem_44 // 4
    view_21 = getitem_45.view(getitem_42, getitem_43, 4, floordiv_28);  getitem_45 = floordiv_28 = None
    transpose_35 = view_21.transpose(1, 2);  view_21 = None
    floordiv_29 = getitem_44 // 4
    view_22 = getitem_46.view(getitem_42, getitem_43, 4, floordiv_29);  getitem_46 = floordiv_29 = None
    transpose_36 = view_22.transpose(1, 2);  view_22 = None
    floordiv_30 = getitem_44 // 4
    view_23 = getitem_47.view(getitem_42, getitem_43, 4, floordiv_30);  getitem_47 = floordiv_30 = None
    transpose_37 = view_23.transpose(1, 2);  view_23 = None
    transpose_38 = transpose_36.transpose(-2, -1);  transpose_36 = None
    matmul_14 = transpose_35 @ transpose_38;  transpose_35 = transpose_38 = None
    floordiv_31 = getitem_44 // 4
    pow_8 = floordiv_31 ** -0.5;  floordiv_31 = None
    mul_7 = matmul_14 * pow_8;  matmul_14 = pow_8 = None
    softmax_7 = torch.softmax(mul_7, dim = -1);  mul_7 = None
    matmul_15 = softmax_7 @ transpose_37;  softmax_7 = transpose_37 = None
    transpose_39 = matmul_15.transpose(1, 2);  matmul_15 = None
    reshape_7 = transpose_39.reshape(getitem_42, getitem_43, getitem_44);  transpose_39 = getitem_42 = getitem_43 = getitem_44 = None
    proj_7 = self.proj(reshape_7);  reshape_7 = None
    add_14 = ln2_6 + proj_7;  ln2_6 = proj_7 = None
    ln1_7 = self.ln1(add_14);  add_14 = None
    fc1_7 = self.fc1(ln1_7)
    gelu_7 = torch._C._nn.gelu(fc1_7);  fc1_7 = None
    fc2_7 = self.fc2(gelu_7);  gelu_7 = None
    add_15 = ln1_7 + fc2_7;  ln1_7 = fc2_7 = None
    ln2_7 = self.ln2(add_15);  add_15 = None
    return ln2_7
    