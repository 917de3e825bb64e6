


def forward(self, L_x_ : torch.Tensor, L_self_modules_qkv_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_qkv_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_proj_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_proj_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_ln1_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_ln1_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_fc1_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_fc1_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_fc2_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_fc2_parameters_bias_ : torch.nn.parameter.Parameter, L_self_modules_ln2_parameters_weight_ : torch.nn.parameter.Parameter, L_self_modules_ln2_parameters_bias_ : torch.nn.parameter.Parameter):
    l_x_ = L_x_
    l_self_modules_qkv_parameters_weight_ = L_self_modules_qkv_parameters_weight_
    l_self_modules_qkv_parameters_bias_ = L_self_modules_qkv_parameters_bias_
    l_self_modules_proj_parameters_weight_ = L_self_modules_proj_parameters_weight_
    l_self_modules_proj_parameters_bias_ = L_self_modules_proj_parameters_bias_
    l_self_modules_ln1_parameters_weight_ = L_self_modules_ln1_parameters_weight_
    l_self_modules_ln1_parameters_bias_ = L_self_modules_ln1_parameters_bias_
    l_self_modules_fc1_parameters_weight_ = L_self_modules_fc1_parameters_weight_
    l_self_modules_fc1_parameters_bias_ = L_self_modules_fc1_parameters_bias_
    l_self_modules_fc2_parameters_weight_ = L_self_modules_fc2_parameters_weight_
    l_self_modules_fc2_parameters_bias_ = L_self_modules_fc2_parameters_bias_
    l_self_modules_ln2_parameters_weight_ = L_self_modules_ln2_parameters_weight_
    l_self_modules_ln2_parameters_bias_ = L_self_modules_ln2_parameters_bias_
    linear = torch._C._nn.linear(l_x_, l_self_modules_qkv_parameters_weight_, l_self_modules_qkv_parameters_bias_);  l_self_modules_qkv_parameters_weight_ = l_self_modules_qkv_parameters_bias_ = None
    chunk = linear.chunk(3, dim = -1);  linear = None
    q = chunk[0]
    k = chunk[1]
    v = chunk[2];  chunk = None
    view = q.view(2, 5, 4, 8);  q = None
    q_1 = view.transpose(1, 2);  view = None
    view_1 = k.view(2, 5, 4, 8);  k = None
    k_1 = view_1.transpose(1, 2);  view_1 = None
    view_2 = v.view(2, 5, 4, 8);  v = None
    v_1 = view_2.transpose(1, 2);  view_2 = None
    transpose_3 = k_1.transpose(-2, -1);  k_1 = None
    matmul = q_1 @ transpose_3;  q_1 = transpose_3 = None
    mul = matmul * 0.3535533905932738;  matmul = None
    att = torch.softmax(mul, dim = -1);  mul = None
    matmul_1 = att @ v_1;  att = v_1 = None
    transpose_4 = matmul_1.transpose(1, 2);  matmul_1 = None
    y = transpose_4.reshape(2, 5, 32);  transpose_4 = None
    linear_1 = torch._C._nn.linear(y, l_self_modules_proj_parameters_weight_, l_self_modules_proj_parameters_bias_);  y = l_self_modules_proj_parameters_weight_ = l_self_modules_proj_parameters_bias_ = None
    add = l_x_ + linear_1;  l_x_ = linear_1 = None
    x = torch.nn.functional.layer_norm(add, (32,), l_self_modules_ln1_parameters_weight_, l_self_modules_ln1_parameters_bias_, 1e-05);  add = l_self_modules_ln1_parameters_weight_ = l_self_modules_ln1_parameters_bias_ = None
    linear_2 = torch._C._nn.linear(x, l_self_modules_fc1_parameters_weight_, l_self_modules_fc1_parameters_bias_);  l_self_modules_fc1_parameters_weight_ = l_self_modules_fc1_parameters_bias_ = None
    gelu = torch._C._nn.gelu(linear_2);  linear_2 = None
    linear_3 = torch._C._nn.linear(gelu, l_self_modules_fc2_parameters_weight_, l_self_modules_fc2_parameters_bias_);  gelu = l_self_modules_fc2_parameters_weight_ = l_self_modules_fc2_parameters_bias_ = None
    add_1 = x + linear_3;  x = linear_3 = None
    layer_norm_1 = torch.nn.functional.layer_norm(add_1, (32,), l_self_modules_ln2_parameters_weight_, l_self_modules_ln2_parameters_bias_, 1e-05);  add_1 = l_self_modules_ln2_parameters_weight_ = l_self_modules_ln2_parameters_bias_ = None
    return (layer_norm_1,)
    