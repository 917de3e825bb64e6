


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
    getattr_9 = ln2_7.shape
    getitem_48 = getattr_9[0]
    getitem_49 = getattr_9[1]
    getitem_50 = getattr_9[2];  getattr_9 = None
    qkv_8 = self.qkv(ln2_7)
    chunk_8 = qkv_8.chunk(3, dim = -1);  qkv_8 = None
    getitem_51 = chunk_8[0]
    getitem_52 = chunk_8[1]
    getitem_53 = chunk_8[2];  chunk_8 = None
    floordiv_32 = getitem_50 // 4
    view_24 = getitem_51.view(getitem_48, getitem_49, 4, floordiv_32);  getitem_51 = floordiv_32 = None
    transpose_40 = view_24.transpose(1, 2);  view_24 = None
    floordiv_33 = getitem_50 // 4
    view_25 = getitem_52.view(getitem_48, getitem_49, 4, floordiv_33);  getitem_52 = floordiv_33 = None
    transpose_41 = view_25.transpose(1, 2);  view_25 = None
    floordiv_34 = getitem_50 // 4
    view_26 = getitem_53.view(getitem_48, getitem_49, 4, floordiv_34);  getitem_53 = floordiv_34 = None
    transpose_42 = view_26.transpose(1, 2);  view_26 = None
    transpose_43 = transpose_41.transpose(-2, -1);  transpose_41 = None
    matmul_16 = transpose_40 @ transpose_43;  transpose_40 = transpose_43 = None
    floordiv_35 = getitem_50 // 4
    pow_9 = floordiv_35 ** -0.5;  floordiv_35 = None
    mul_8 = matmul_16 * pow_9;  matmul_16 = pow_9 = None
    softmax_8 = torch.softmax(mul_8, dim = -1);  mul_8 = None
    matmul_17 = softmax_8 @ transpose_42;  softmax_8 = transpose_42 = None
    transpose_44 = matmul_17.transpose(1, 2);  matmul_17 = None
    reshape_8 = transpose_44.reshape(getitem_48, getitem_49, getitem_50);  transpose_44 = getitem_48 = getitem_49 = getitem_50 = None
    proj_8 = self.proj(reshape_8);  reshape_8 = None
    add_16 = ln2_7 + proj_8;  ln2_7 = proj_8 = None
    ln1_8 = self.ln1(add_16);  add_16 = None
    fc1_8 = self.fc1(ln1_8)
    gelu_8 = torch._C._nn.gelu(fc1_8);  fc1_8 = None
    fc2_8 = self.fc2(gelu_8);  gelu_8 = None
    add_17 = ln1_8 + fc2_8;  ln1_8 = fc2_8 = None
    ln2_8 = self.ln2(add_17);  add_17 = None
    getattr_10 = ln2_8.shape
    getitem_54 = getattr_10[0]
    getitem_55 = getattr_10[1]
    getitem_56 = getattr_10[2];  getattr_10 = None
    qkv_9 = self.qkv(ln2_8)
    chunk_9 = qkv_9.chunk(3, dim = -1);  qkv_9 = None
    getitem_57 = chunk_9[0]
    getitem_58 = chunk_9[1]
    getitem_59 = chunk_9[2];  chunk_9 = None
    floordiv_36 = getitem_56 // 4
    view_27 = getitem_57.view(getitem_54, getitem_55, 4, floordiv_36);  getitem_57 = floordiv_36 = None
    transpose_45 = view_27.transpose(1, 2);  view_27 = None
    floordiv_37 = getitem_56 // 4
    view_28 = getitem_58.view(getitem_54, getitem_55, 4, floordiv_37);  getitem_58 = floordiv_37 = None
    transpose_46 = view_28.transpose(1, 2);  view_28 = None
    floordiv_38 = getitem_56 // 4
    view_29 = getitem_59.view(getitem_54, getitem_55, 4, floordiv_38);  getitem_59 = floordiv_38 = None
    transpose_47 = view_29.transpose(1, 2);  view_29 = None
    transpose_48 = transpose_46.transpose(-2, -1);  transpose_46 = None
    matmul_18 = transpose_45 @ transpose_48;  transpose_45 = transpose_48 = None
    floordiv_39 = getitem_56 // 4
    pow_10 = floordiv_39 ** -0.5;  floordiv_39 = None
    mul_9 = matmul_18 * pow_10;  matmul_18 = pow_10 = None
    softmax_9 = torch.softmax(mul_9, dim = -1);  mul_9 = None
    matmul_19 = softmax_9 @ transpose_47;  softmax_9 = transpose_47 = None
    transpose_49 = matmul_19.transpose(1, 2);  matmul_19 = None
    reshape_9 = transpose_49.reshape(getitem_54, getitem_55, getitem_56);  transpose_49 = getitem_54 = getitem_55 = getitem_56 = None
    proj_9 = self.proj(reshape_9);  reshape_9 = None
    add_18 = ln2_8 + proj_9;  ln2_8 = proj_9 = None
    ln1_9 = self.ln1(add_18);  add_18 = None
    fc1_9 = self.fc1(ln1_9)
    gelu_9 = torch._C._nn.gelu(fc1_9);  fc1_9 = None
    fc2_9 = self.fc2(gelu_9);  gelu_9 = None
    add_19 = ln1_9 + fc2_9;  ln1_9 = fc2_9 = None
    ln2_9 = self.ln2(add_19);  add_19 = None
    getattr_11 = ln2_9.shape
    getitem_60 = getattr_11[0]
    getitem_61 = getattr_11[1]
    getitem_62 = getattr_11[2];  getattr_11 = None
    qkv_10 = self.qkv(ln2_9)
    chunk_10 = qkv_10.chunk(3, dim = -1);  qkv_10 = None
    getitem_63 = chunk_10[0]
    getitem_64 = chunk_10[1]
    getitem_65 = chunk_10[2];  chunk_10 = None
    floordiv_40 = getitem_62 // 4
    view_30 = getitem_63.view(getitem_60, getitem_61, 4, floordiv_40);  getitem_63 = floordiv_40 = None
    transpose_50 = view_30.transpose(1, 2);  view_30 = None
    floordiv_41 = getitem_62 // 4
    view_31 = getitem_64.view(getitem_60, getitem_61, 4, floordiv_41);  getitem_64 = floordiv_41 = None
    transpose_51 = view_31.transpose(1, 2);  view_31 = None
    floordiv_42 = getitem_62 // 4
    view_32 = getitem_65.view(getitem_60, getitem_61, 4, floordiv_42);  getitem_65 = floordiv_42 = None
    transpose_52 = view_32.transpose(1, 2);  view_32 = None
    transpose_53 = transpose_51.transpose(-2, -1);  transpose_51 = None
    matmul_20 = transpose_50 @ transpose_53;  transpose_50 = transpose_53 = None
    floordiv_43 = getitem_62 // 4
    pow_11 = floordiv_43 ** -0.5;  floordiv_43 = None
    mul_10 = matmul_20 * pow_11;  matmul_20 = pow_11 = None
    softmax_10 = torch.softmax(mul_10, dim = -1);  mul_10 = None
    matmul_21 = softmax_10 @ transpose_52;  softmax_10 = transpose_52 = None
    transpose_54 = matmul_21.transpose(1, 2);  matmul_21 = None
    reshape_10 = transpose_54.reshape(getitem_60, getitem_61, getitem_62);  transpose_54 = getitem_60 = getitem_61 = getitem_62 = None
    proj_10 = self.proj(reshape_10);  reshape_10 = None
    add_20 = ln2_9 + proj_10;  ln2_9 = proj_10 = None
    ln1_10 = self.ln1(add_20);  add_20 = None
    fc1_10 = self.fc1(ln1_10)
    gelu_10 = torch._C._nn.gelu(fc1_10);  fc1_10 = None
    fc2_10 = self.fc2(gelu_10);  gelu_10 = None
    add_21 = ln1_10 + fc2_10;  ln1_10 = fc2_10 = None
    ln2_10 = self.ln2(add_21);  add_21 = None
    return ln2_10
    