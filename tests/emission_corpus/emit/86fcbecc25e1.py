


def forward(self, p_proj_weight):
    permute_24 = torch.ops.aten.permute.default(p_proj_weight, [1, 0]);  p_proj_weight = None
    return permute_24
    